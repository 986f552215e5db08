import type { EmployeeGroupMessages } from './fr';

export const de: EmployeeGroupMessages = {
  name: 'Mitarbeitergruppe |||| Mitarbeitergruppen',
  page: {
    list: 'Mitarbeitergruppen',
    create: 'Neue Mitarbeitergruppe',
    edit: 'Gruppe %{recordRepresentation} bearbeiten',
    show: 'Gruppe %{recordRepresentation}',
  },
  empty: 'Noch keine Mitarbeitergruppen',
  invite: 'Legen Sie eine an, um mehrere Mitarbeiter in Regeln und Versänden auf einmal anzusprechen.',
  fields: {
    name: 'Name',
    orgId: 'Organisation',
    employees: 'Mitarbeitende',
    employeeCount: 'Anzahl Mitarbeitende',
    createdAt: 'Erstellt am',
  },
  picker_help:
    'Namen oder Personalnummer eingeben: Mitarbeitende der Organisation oder einer ihrer Unterorganisationen',
  picker_no_organization: 'Wählen Sie zuerst die Organisation der Gruppe',
  organization_groups: 'Mitarbeitergruppen',
  no_groups: 'Keine Mitarbeitergruppe in dieser Organisation',
  employee_count: 'Anzahl Mitarbeitende: %{count}',
};
