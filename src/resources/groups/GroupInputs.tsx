import { AutocompleteArrayInput, ReferenceArrayInput, TextInput, maxLength, required } from 'react-admin';
import { RESOURCES } from '../../dataProvider/resources';

export const GroupInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} />
    <ReferenceArrayInput source="userIds" reference={RESOURCES.users}>
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
  </>
);
