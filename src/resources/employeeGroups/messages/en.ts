import type { EmployeeGroupMessages } from './fr';

export const en: EmployeeGroupMessages = {
  name: 'Employee group |||| Employee groups',
  fields: {
    name: 'Name',
    orgId: 'Organisation',
    employees: 'Employees',
    employeeCount: 'Number of employees',
    createdAt: 'Created on',
  },
  picker_help: 'Type a name or a registration number: employees of the organisation or of one below it',
  organization_groups: 'Employee groups',
  no_groups: 'No employee group in this organisation',
};
