import { AutocompleteArrayInput, ReferenceArrayInput, TextInput, maxLength, required } from 'react-admin';
import { USERS } from '../users/name';

export const GroupInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} />
    <ReferenceArrayInput source="userIds" reference={USERS}>
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
  </>
);
