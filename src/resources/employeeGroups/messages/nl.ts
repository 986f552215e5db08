import type { EmployeeGroupMessages } from './fr';

export const nl: EmployeeGroupMessages = {
  name: 'Medewerkersgroep |||| Medewerkersgroepen',
  fields: {
    name: 'Naam',
    orgId: 'Organisatie',
    employees: 'Medewerkers',
    employeeCount: 'Aantal medewerkers',
    createdAt: 'Aangemaakt op',
  },
  picker_help: 'Typ een naam of personeelsnummer: medewerkers van de organisatie of van een onderliggende organisatie',
  organization_groups: 'Medewerkersgroepen',
  no_groups: 'Geen medewerkersgroep in deze organisatie',
};
