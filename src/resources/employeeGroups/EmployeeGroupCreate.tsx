import { Create, SimpleForm } from 'react-admin';
import { EmployeeGroupInputs } from './EmployeeGroupInputs';

export const EmployeeGroupCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <EmployeeGroupInputs />
    </SimpleForm>
  </Create>
);
