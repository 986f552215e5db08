import type { GroupMessages } from './fr';

export const pt: GroupMessages = {
  name: 'Grupo de utilizadores |||| Grupos de utilizadores',
  description: 'Grupos de utilizadores, para atribuir uma regra a várias pessoas de uma só vez.',
  fields: {
    name: 'Nome',
    userIds: 'Membros',
  },
};
