import type { GroupMessages } from './fr';

export const nl: GroupMessages = {
  name: 'Gebruikersgroep |||| Gebruikersgroepen',
  description: 'Groepen gebruikers, zodat een regel in één keer aan meerdere personen kan worden toegekend.',
  fields: {
    name: 'Naam',
    userIds: 'Leden',
  },
};
