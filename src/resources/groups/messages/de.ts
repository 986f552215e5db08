import type { GroupMessages } from './fr';

export const de: GroupMessages = {
  name: 'Benutzergruppe |||| Benutzergruppen',
  description: 'Benutzergruppen, um eine Regel mehreren Personen auf einmal zuzuweisen.',
  fields: {
    name: 'Name',
    userIds: 'Mitglieder',
  },
};
