import type { PartnershipGroupMessages } from './fr';

export const en: PartnershipGroupMessages = {
  name: 'Partnership group |||| Partnership groups',
  page: {
    list: 'Partnership groups',
    create: 'New partnership group',
    edit: 'Edit the group %{recordRepresentation}',
  },
  empty: 'No partnership groups yet',
  invite: 'Create one to address several third parties at once.',
  fields: { name: 'Name', partnershipIds: 'Partnerships' },
};
