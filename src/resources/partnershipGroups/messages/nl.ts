import type { PartnershipGroupMessages } from './fr';

export const nl: PartnershipGroupMessages = {
  name: 'Partnerschapsgroep |||| Partnerschapsgroepen',
  fields: { name: 'Naam', partnershipIds: 'Partnerschappen' },
};
