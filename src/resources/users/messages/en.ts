import type { UserMessages } from './fr';

export const en: UserMessages = {
  name: 'User |||| Users',
  page: { list: 'Users', create: 'New user', edit: 'Edit the user %{recordRepresentation}' },
  empty: 'No users yet',
  invite: 'Create one to open the portal to them.',
  description: 'The people who sign in to the portal, their organisation and the organisations they see.',
  fields: {
    login: 'Username',
    password: 'Password',
    confirmation: 'Confirm the password',
    firstName: 'First name',
    lastName: 'Name',
    name: 'Name',
    email: 'Email',
    userOrgId: 'Organisation',
    visuOrgIds: 'Visible organisations',
    blocked: 'State',
  },
  blocked: 'Blocked',
  unblock: 'Unblock',
  unblocked: 'The account is unblocked',
};
