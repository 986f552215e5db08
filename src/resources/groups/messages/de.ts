import type { GroupMessages } from './fr';

export const de: GroupMessages = {
  name: 'Benutzergruppe |||| Benutzergruppen',
  page: { list: 'Benutzergruppen', create: 'Neue Benutzergruppe', edit: 'Gruppe %{recordRepresentation} bearbeiten' },
  empty: 'Noch keine Benutzergruppen',
  invite: 'Legen Sie eine an, um eine Regel mehreren Personen auf einmal zu geben.',
  description: 'Benutzergruppen, um eine Regel mehreren Personen auf einmal zuzuweisen.',
  fields: {
    name: 'Name',
    userIds: 'Mitglieder',
  },
};
