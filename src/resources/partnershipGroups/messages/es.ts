import type { PartnershipGroupMessages } from './fr';

export const es: PartnershipGroupMessages = {
  name: 'Grupo de colaboraciones |||| Grupos de colaboraciones',
  page: {
    list: 'Grupos de asociaciones',
    create: 'Nuevo grupo de asociaciones',
    edit: 'Editar el grupo %{recordRepresentation}',
  },
  empty: 'Todavía no hay grupos de asociaciones',
  invite: 'Cree uno para dirigirse a varios terceros a la vez.',
  fields: { name: 'Nombre', partnershipIds: 'Colaboraciones' },
};
