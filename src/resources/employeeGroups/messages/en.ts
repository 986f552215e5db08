import type { EmployeeGroupMessages } from './fr';

export const en: EmployeeGroupMessages = {
  name: 'Employee group |||| Employee groups',
  page: {
    list: 'Employee groups',
    create: 'New employee group',
    edit: 'Edit the group %{recordRepresentation}',
    show: 'Group %{recordRepresentation}',
  },
  empty: 'No employee groups yet',
  invite: 'Create one to address several employees at once in rules and campaigns.',
  fields: {
    name: 'Name',
    orgId: 'Organisation',
    employees: 'Employees',
    employeeCount: 'Number of employees',
    createdAt: 'Created on',
  },
  picker_help: 'Type a name or a registration number: employees of the organisation or of one below it',
  picker_no_organization: 'Choose the group’s organisation first',
  organization_groups: 'Employee groups',
  no_groups: 'No employee group in this organisation',
  employee_count: 'Number of employees: %{count}',
};
