import type { EmployeeGroupMessages } from './fr';

export const de: EmployeeGroupMessages = {
  name: 'Mitarbeitergruppe |||| Mitarbeitergruppen',
  fields: {
    name: 'Name',
    orgId: 'Organisation',
    employees: 'Mitarbeitende',
    employeeCount: 'Anzahl Mitarbeitende',
    createdAt: 'Erstellt am',
  },
  picker_help:
    'Namen oder Personalnummer eingeben: Mitarbeitende der Organisation oder einer ihrer Unterorganisationen',
  organization_groups: 'Mitarbeitergruppen',
  no_groups: 'Keine Mitarbeitergruppe in dieser Organisation',
};
