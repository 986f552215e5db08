import {
  AutocompleteArrayInput,
  AutocompleteInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
  email,
  maxLength,
  required,
} from 'react-admin';
import { passwordRule, sameAs } from '../../custom/account/passwordValidation';
import { RESOURCES } from '../../dataProvider/resources';

/** The fields of a user; the password only when creating one. */
export const UserInputs = ({ withPassword = false }: { withPassword?: boolean }) => (
  <>
    <TextInput source="login" validate={[required(), maxLength(200)]} autoComplete="off" />
    {withPassword && (
      <>
        <PasswordInput
          source="password"
          validate={[required(), passwordRule]}
          autoComplete="new-password"
          helperText="liasse.reset.rule"
        />
        <PasswordInput source="confirmation" validate={[required(), sameAs('password')]} autoComplete="new-password" />
      </>
    )}
    <TextInput source="firstName" validate={maxLength(200)} />
    <TextInput source="lastName" validate={maxLength(200)} />
    <TextInput source="email" type="email" validate={[email(), maxLength(320)]} />
    <ReferenceInput source="userOrgId" reference={RESOURCES.organizations}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
    <ReferenceArrayInput source="visuOrgIds" reference={RESOURCES.organizations}>
      <AutocompleteArrayInput optionText="name" validate={required()} />
    </ReferenceArrayInput>
  </>
);
