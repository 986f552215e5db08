import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { groupCalls } from './calls';
import { messages } from './messages';
import { GROUPS } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /admin/rights/groups: groups of users, to give a rule to several people at once. */
export default {
  name: GROUPS,
  list: screen('GroupList'),
  create: screen('GroupCreate'),
  // The spec's path: /admin/rights/groups/{groupId}/edit.
  routes: [{ path: ':id/edit', screen: screen('GroupEdit'), crumb: 'edit' }],
  icon: GroupsIcon,
  recordRepresentation: 'name',
  menu: { folder: 'rights', order: 10 },
  access: {
    list: ['RIGHTS_MANAGE'],
    create: ['RIGHTS_MANAGE'],
    edit: ['RIGHTS_MANAGE'],
    delete: ['RIGHTS_MANAGE'],
  },
  calls: groupCalls,
  messages,
  fieldSources: { create: { users: 'userIds' }, update: { users: 'userIds' } },
} satisfies ResourceDescriptor;
