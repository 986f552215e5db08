import { Edit } from 'react-admin';
import { EmployeeForm } from './EmployeeForm';

/** At /employees/{id}: the NIR stays masked, a new one may be typed over it. */
export const EmployeeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <EmployeeForm />
  </Edit>
);
