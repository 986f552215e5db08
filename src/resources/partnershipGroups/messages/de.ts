import type { PartnershipGroupMessages } from './fr';

export const de: PartnershipGroupMessages = {
  name: 'Partnerschaftsgruppe |||| Partnerschaftsgruppen',
  page: {
    list: 'Partnerschaftsgruppen',
    create: 'Neue Partnerschaftsgruppe',
    edit: 'Gruppe %{recordRepresentation} bearbeiten',
  },
  empty: 'Noch keine Partnerschaftsgruppen',
  invite: 'Legen Sie eine an, um mehrere Dritte auf einmal anzusprechen.',
  fields: { name: 'Name', partnershipIds: 'Partnerschaften' },
};
