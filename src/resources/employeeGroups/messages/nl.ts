import type { EmployeeGroupMessages } from './fr';

export const nl: EmployeeGroupMessages = {
  name: 'Medewerkersgroep |||| Medewerkersgroepen',
  page: {
    list: 'Medewerkersgroepen',
    create: 'Nieuwe medewerkersgroep',
    edit: 'Groep %{recordRepresentation} bewerken',
    show: 'Groep %{recordRepresentation}',
  },
  empty: 'Nog geen medewerkersgroepen',
  invite: 'Maak er een aan om meerdere medewerkers tegelijk te bereiken in regels en verzendingen.',
  fields: {
    name: 'Naam',
    orgId: 'Organisatie',
    employees: 'Medewerkers',
    employeeCount: 'Aantal medewerkers',
    createdAt: 'Aangemaakt op',
  },
  picker_help: 'Typ een naam of personeelsnummer: medewerkers van de organisatie of van een onderliggende organisatie',
  picker_no_organization: 'Kies eerst de organisatie van de groep',
  organization_groups: 'Medewerkersgroepen',
  no_groups: 'Geen medewerkersgroep in deze organisatie',
  employee_count: 'Aantal medewerkers: %{count}',
};
