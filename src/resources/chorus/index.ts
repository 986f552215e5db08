import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { chorusExtraCalls, receivedCalls, sentCalls } from './calls';
import { CHORUS_ERROR_CODES } from './chorusErrors';
import { messages, sentMessages } from './messages';
import { CHORUS, CHORUS_SENT } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));

/** An invoice's detail opens over either list with the listing feature (`GET chorus/invoice/{id}`). */
const SHOW = ['CHORUS_LIST'] as const;

/**
 * /chorus: the invoices received through Chorus Pro (spec sections 1 to 8, issue 25), and
 * /chorus/add, an invoice deposited for a public buyer. The sent list is the "Chorus" menu folder's
 * other entry, below; an invoice's detail and the connection's settings open as dialogs over the lists.
 */
export default {
  name: CHORUS,
  list: screen('ChorusReceivedList'),
  routes: [{ path: 'add', screen: screen('ChorusAdd'), crumb: 'resources.chorus.add.title' }],
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  menu: { folder: 'chorus', order: 1 },
  access: { list: ['CHORUS_RECEIVE'], show: SHOW },
  calls: receivedCalls,
  extraCalls: chorusExtraCalls,
  messages,
  fieldMessages: Object.fromEntries(CHORUS_ERROR_CODES.map((code) => [code, `resources.${CHORUS}.errors.${code}`])),
  home: { order: 70, links: homeCards.AddInvoiceLink, counts: homeCards.SuspendedInvoiceCount },
} satisfies ResourceDescriptor;

/** /chorus/sent: the invoices sent to public buyers, with their deposit and their status at Chorus Pro. */
export const chorusSent = {
  name: CHORUS_SENT,
  list: screen('ChorusSentList'),
  icon: SendIcon,
  recordRepresentation: 'number',
  menu: { folder: 'chorus', order: 2 },
  access: { list: ['CHORUS_SEND'], show: SHOW },
  calls: sentCalls,
  messages: sentMessages,
} satisfies ResourceDescriptor;
