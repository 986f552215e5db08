import { Edit } from 'react-admin';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeTitle } from './EmployeeTitle';

/** At /employees/{id}: the NIR stays masked, a new one may be typed over it. */
export const EmployeeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<EmployeeTitle />}>
    <EmployeeForm />
  </Edit>
);
