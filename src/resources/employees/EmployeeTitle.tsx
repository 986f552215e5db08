import { useRecordContext } from 'react-admin';
import type { EmployeeRecord } from './calls';

export const EmployeeTitle = () => {
  const employee = useRecordContext<EmployeeRecord>();
  return <span>{employee ? `${employee.firstName} ${employee.lastName}` : ''}</span>;
};
