import type { GroupMessages } from './fr';

export const pt: GroupMessages = {
  name: 'Grupo de utilizadores |||| Grupos de utilizadores',
  page: {
    list: 'Grupos de utilizadores',
    create: 'Novo grupo de utilizadores',
    edit: 'Editar o grupo %{recordRepresentation}',
  },
  empty: 'Ainda não há grupos de utilizadores',
  invite: 'Crie um para atribuir uma regra a várias pessoas de uma vez.',
  description: 'Grupos de utilizadores, para atribuir uma regra a várias pessoas de uma só vez.',
  fields: {
    name: 'Nome',
    userIds: 'Membros',
  },
};
