import type { PartnershipGroupMessages } from './fr';

export const de: PartnershipGroupMessages = {
  name: 'Partnerschaftsgruppe |||| Partnerschaftsgruppen',
  fields: { name: 'Name', partnershipIds: 'Partnerschaften' },
};
