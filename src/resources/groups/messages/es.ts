import type { GroupMessages } from './fr';

export const es: GroupMessages = {
  name: 'Grupo de usuarios |||| Grupos de usuarios',
  page: {
    list: 'Grupos de usuarios',
    create: 'Nuevo grupo de usuarios',
    edit: 'Editar el grupo %{recordRepresentation}',
  },
  empty: 'Todavía no hay grupos de usuarios',
  invite: 'Cree uno para asignar una regla a varias personas a la vez.',
  description: 'Grupos de usuarios, para asignar una regla a varias personas a la vez.',
  fields: {
    name: 'Nombre',
    userIds: 'Miembros',
  },
};
