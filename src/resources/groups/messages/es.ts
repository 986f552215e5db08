import type { GroupMessages } from './fr';

export const es: GroupMessages = {
  name: 'Grupo de usuarios |||| Grupos de usuarios',
  description: 'Grupos de usuarios, para asignar una regla a varias personas a la vez.',
  fields: {
    name: 'Nombre',
    userIds: 'Miembros',
  },
};
