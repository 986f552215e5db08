import type { GroupMessages } from './fr';

export const en: GroupMessages = {
  name: 'User group |||| User groups',
  description: 'Groups of users, so that a rule can be given to many at once.',
  fields: {
    name: 'Name',
    userIds: 'Members',
  },
};
