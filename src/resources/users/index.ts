import PersonIcon from '@mui/icons-material/Person';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { userCalls, userExtraCalls } from './calls';
import { messages } from './messages';
import { USERS } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /admin/rights/users: who signs in, their organisation and the organisations they see. */
export default {
  name: USERS,
  list: screen('UserList'),
  create: screen('UserCreate'),
  // The spec's path: /admin/rights/users/{userId}/edit.
  routes: [{ path: ':id/edit', screen: screen('UserEdit'), crumb: 'edit' }],
  icon: PersonIcon,
  recordRepresentation: (user: { firstName: string; name: string; login: string }) =>
    `${user.firstName} ${user.name}`.trim() || user.login,
  menu: { folder: 'rights', order: 20 },
  access: { list: ['USERS_LIST'], create: ['USERS_EDIT'], edit: ['USERS_EDIT'], delete: ['USERS_DELETE'] },
  calls: userCalls,
  extraCalls: userExtraCalls,
  messages,
  fieldMessages: { already_used: 'liasse.validation.already_used' },
} satisfies ResourceDescriptor;
