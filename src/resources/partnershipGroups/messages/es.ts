import type { PartnershipGroupMessages } from './fr';

export const es: PartnershipGroupMessages = {
  name: 'Grupo de colaboraciones |||| Grupos de colaboraciones',
  fields: { name: 'Nombre', partnershipIds: 'Colaboraciones' },
};
