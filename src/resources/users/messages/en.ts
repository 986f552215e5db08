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
    phone: 'Phone',
    userOrgId: 'Organisation',
    visuOrgIds: 'Visible organisations',
    blocked: 'State',
  },
  phone_help: 'To receive a forgotten signature code by text message or voice call',
  phone_invalid: 'A phone number: digits, spaces, dots or hyphens, with a leading + if needed',
  blocked: 'Blocked',
  unblock: 'Unblock',
  unblocked: 'The account is unblocked',
};
