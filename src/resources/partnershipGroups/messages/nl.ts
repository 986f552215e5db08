import type { PartnershipGroupMessages } from './fr';

export const nl: PartnershipGroupMessages = {
  name: 'Partnerschapsgroep |||| Partnerschapsgroepen',
  page: {
    list: 'Partnerschapsgroepen',
    create: 'Nieuwe partnerschapsgroep',
    edit: 'Groep %{recordRepresentation} bewerken',
  },
  empty: 'Nog geen partnerschapsgroepen',
  invite: 'Maak er een aan om meerdere derde partijen tegelijk te bereiken.',
  fields: { name: 'Naam', partnershipIds: 'Partnerschappen' },
};
