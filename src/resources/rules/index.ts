import RuleIcon from '@mui/icons-material/Rule';
import { RuleCreate } from './RuleCreate';
import { RuleList } from './RuleList';

export default { list: RuleList, create: RuleCreate, icon: RuleIcon, recordRepresentation: 'name' };
export { RuleEdit } from './RuleEdit';
export { RuleShow } from './RuleShow';
