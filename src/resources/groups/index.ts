import GroupsIcon from '@mui/icons-material/Groups';
import { GroupCreate } from './GroupCreate';
import { GroupList } from './GroupList';

export default { list: GroupList, create: GroupCreate, icon: GroupsIcon, recordRepresentation: 'name' };
export { GroupEdit } from './GroupEdit';
