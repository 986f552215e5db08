import { AutocompleteInput, ReferenceInput, TextInput, maxLength, required } from 'react-admin';
import { ORGANIZATIONS } from '../organizations/name';
import { EmployeePicker } from './EmployeePicker';

/** Spec section 5: a name and at least one employee; the employees belong to the organisation or one below it. */
export const EmployeeGroupInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} />
    <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
    <EmployeePicker />
  </>
);
