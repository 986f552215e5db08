import type { PartnershipGroupMessages } from './fr';

export const en: PartnershipGroupMessages = {
  name: 'Partnership group |||| Partnership groups',
  fields: { name: 'Name', partnershipIds: 'Partnerships' },
};
