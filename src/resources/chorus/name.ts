import { messageKeys } from '../messageKeys';
import type { ChorusMessages } from './messages/fr';

/** /chorus: the received invoices; also the area's routes (`/chorus/add`) and its texts. */
export const CHORUS = 'chorus';
/** /chorus/sent: the invoices sent to public buyers. */
export const CHORUS_SENT = 'chorus/sent';

/** A key of the Chorus texts (`resources.chorus.…`), checked against messages/fr.ts. */
export const t = messageKeys<ChorusMessages>(CHORUS);
