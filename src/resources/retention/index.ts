import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { legalHoldCalls, purgeLogCalls, retentionCalls, retentionExtraCalls } from './calls';
import { holdsMessages, messages, purgesMessages } from './messages';
import { LEGAL_HOLDS, PURGE_LOG, RETENTION } from './name';

const screen = lazyScreens(() => import('./screens'));

/** Holding, releasing and purging are one right: the one that deletes documents. */
const PURGE = ['DOCUMENTS_DELETE'] as const;

/**
 * /retention: the documents whose retention day comes, the purge's dry run, holds and "purge now".
 * The legal holds and the purge log are the two other entries of the "Retention" menu folder, below.
 */
export default {
  name: RETENTION,
  list: screen('UpcomingPurgeList'),
  icon: AutoDeleteIcon,
  recordRepresentation: 'fileName',
  menu: { folder: 'retention', order: 1 },
  access: { list: PURGE },
  calls: retentionCalls,
  extraCalls: retentionExtraCalls,
  messages,
  // The closure notice's day (src/custom/closure), refused when less than three months ahead.
  fieldMessages: { closure_too_soon: 'liasse.closure.too_soon' },
} satisfies ResourceDescriptor;

/** /retention/holds: the legal holds, set from the documents to purge, released here. */
export const legalHolds = {
  name: LEGAL_HOLDS,
  list: screen('LegalHoldList'),
  icon: GavelIcon,
  menu: { folder: 'retention', order: 2 },
  access: { list: PURGE },
  calls: legalHoldCalls,
  messages: holdsMessages,
} satisfies ResourceDescriptor;

/** /retention/purges: what the purge deleted, under which rule, when. */
export const purgeLog = {
  name: PURGE_LOG,
  list: screen('PurgeLogList'),
  icon: HistoryIcon,
  menu: { folder: 'retention', order: 3 },
  access: { list: PURGE },
  calls: purgeLogCalls,
  messages: purgesMessages,
} satisfies ResourceDescriptor;
