/** The employee screens, loaded together as one chunk (see index.ts). */
export { EmployeeCreate } from './EmployeeCreate';
export { EmployeeEdit } from './EmployeeEdit';
export { EmployeeList } from './EmployeeList';
export { EmployeeShow } from './EmployeeShow';
export { DsnImportPage } from './dsn/DsnImportPage';
