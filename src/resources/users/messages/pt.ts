import type { UserMessages } from './fr';

export const pt: UserMessages = {
  name: 'Utilizador |||| Utilizadores',
  page: { list: 'Utilizadores', create: 'Novo utilizador', edit: 'Editar o utilizador %{recordRepresentation}' },
  empty: 'Ainda não há utilizadores',
  invite: 'Crie um para lhe dar acesso ao portal.',
  description: 'As pessoas que iniciam sessão no portal, a respetiva organização e as organizações que veem.',
  fields: {
    login: 'Nome de utilizador',
    password: 'Palavra-passe',
    confirmation: 'Confirmar a palavra-passe',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    name: 'Apelido',
    email: 'E-mail',
    userOrgId: 'Organização',
    visuOrgIds: 'Organizações visíveis',
    blocked: 'Estado',
  },
  blocked: 'Bloqueado',
  unblock: 'Desbloquear',
  unblocked: 'A conta foi desbloqueada',
};
