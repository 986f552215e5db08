import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
  email,
  maxLength,
  regex,
  required,
} from 'react-admin';
import { PHONE_PATTERN } from '../../../common/schemas/rights';
import { NewPasswordInputs } from '../../custom/account/NewPasswordInputs';
import { ORGANIZATIONS } from '../organizations/name';
import { USERS } from './name';

const USER_TEXTS = `resources.${USERS}`;

/** The fields of a user; the password only when creating one. */
export const UserInputs = ({ withPassword = false }: { withPassword?: boolean }) => (
  <>
    <TextInput source="login" validate={[required(), maxLength(200)]} autoComplete="off" />
    {withPassword && (
      <>
        <NewPasswordInputs
          label="resources.admin/rights/users.fields.password"
          confirmationLabel="resources.admin/rights/users.fields.confirmation"
        />
      </>
    )}
    <TextInput source="firstName" validate={maxLength(200)} />
    <TextInput source="lastName" validate={maxLength(200)} />
    <TextInput source="email" type="email" validate={[email(), maxLength(320)]} />
    <TextInput
      source="phone"
      type="tel"
      autoComplete="off"
      helperText={`${USER_TEXTS}.phone_help`}
      validate={[maxLength(30), regex(PHONE_PATTERN, `${USER_TEXTS}.phone_invalid`)]}
    />
    <ReferenceInput source="userOrgId" reference={ORGANIZATIONS}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
    <ReferenceArrayInput source="visuOrgIds" reference={ORGANIZATIONS}>
      <AutocompleteArrayInput optionText="name" validate={required()} />
    </ReferenceArrayInput>
  </>
);
