import PersonIcon from '@mui/icons-material/Person';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

export default {
  list: UserList,
  create: UserCreate,
  icon: PersonIcon,
  recordRepresentation: (user: { firstName: string; name: string; login: string }) =>
    `${user.firstName} ${user.name}`.trim() || user.login,
};
export { UserEdit } from './UserEdit';
