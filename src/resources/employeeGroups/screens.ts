/** The employee group screens, loaded together as one chunk (see index.ts). */
export { EmployeeGroupCreate } from './EmployeeGroupCreate';
export { EmployeeGroupEdit } from './EmployeeGroupEdit';
export { EmployeeGroupList } from './EmployeeGroupList';
export { EmployeeGroupShow } from './EmployeeGroupShow';
