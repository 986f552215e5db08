import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { outboxCalls } from './calls';
import { messages } from './messages';
import { OUTBOX } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /outbox: the messages the portal sent, or holds when no mail server is configured. */
export default {
  name: OUTBOX,
  list: screen('OutboxList'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  menu: { order: 30 },
  access: { list: ['RIGHTS_MANAGE'] },
  calls: outboxCalls,
  messages,
} satisfies ResourceDescriptor;
