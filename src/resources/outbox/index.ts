import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList';

export default {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
};
