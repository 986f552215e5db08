import { AutocompleteArrayInput, ReferenceArrayInput, TextInput, maxLength, required } from 'react-admin';
import { PARTNERSHIPS } from '../partnerships/name';

export const PartnershipGroupInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} />
    <ReferenceArrayInput source="partnershipIds" reference={PARTNERSHIPS}>
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
  </>
);
