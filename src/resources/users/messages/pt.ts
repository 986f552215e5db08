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
    phone: 'Telefone',
    userOrgId: 'Organização',
    visuOrgIds: 'Organizações visíveis',
    blocked: 'Estado',
  },
  phone_help: 'Para receber por SMS ou chamada de voz um código de assinatura esquecido',
  phone_invalid: 'Um número de telefone: algarismos, espaços, pontos ou hífenes, com + no início se necessário',
  blocked: 'Bloqueado',
  unblock: 'Desbloquear',
  unblocked: 'A conta foi desbloqueada',
};
