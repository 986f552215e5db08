import type { GroupMessages } from './fr';

export const en: GroupMessages = {
  name: 'User group |||| User groups',
  page: { list: 'User groups', create: 'New user group', edit: 'Edit the group %{recordRepresentation}' },
  empty: 'No user groups yet',
  invite: 'Create one to give a rule to several people at once.',
  description: 'Groups of users, so that a rule can be given to many at once.',
  fields: {
    name: 'Name',
    userIds: 'Members',
  },
};
