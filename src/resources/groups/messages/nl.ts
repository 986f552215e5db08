import type { GroupMessages } from './fr';

export const nl: GroupMessages = {
  name: 'Gebruikersgroep |||| Gebruikersgroepen',
  page: { list: 'Gebruikersgroepen', create: 'Nieuwe gebruikersgroep', edit: 'Groep %{recordRepresentation} bewerken' },
  empty: 'Nog geen gebruikersgroepen',
  invite: 'Maak er een aan om een regel aan meerdere mensen tegelijk te geven.',
  description: 'Groepen gebruikers, zodat een regel in één keer aan meerdere personen kan worden toegekend.',
  fields: {
    name: 'Naam',
    userIds: 'Leden',
  },
};
