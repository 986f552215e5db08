import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { retentionCalls, retentionExtraCalls } from './calls';
import { messages } from './messages';
import { RETENTION } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /retention: the documents whose retention day comes, the purge's dry run, holds and "purge now". */
export default {
  name: RETENTION,
  list: screen('UpcomingPurgeList'),
  icon: AutoDeleteIcon,
  recordRepresentation: 'fileName',
  menu: { order: 4 },
  access: { list: ['DOCUMENTS_DELETE'] },
  calls: retentionCalls,
  extraCalls: retentionExtraCalls,
  messages,
} satisfies ResourceDescriptor;
