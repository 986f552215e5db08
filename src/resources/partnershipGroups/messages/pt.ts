import type { PartnershipGroupMessages } from './fr';

export const pt: PartnershipGroupMessages = {
  name: 'Grupo de parcerias |||| Grupos de parcerias',
  fields: { name: 'Nome', partnershipIds: 'Parcerias' },
};
