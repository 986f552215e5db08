import { messageKeys } from '../messageKeys';
import type { OutboxMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const OUTBOX = 'outbox';

/** A key of its texts (`resources.${OUTBOX}.…`), checked against messages/fr.ts. */
export const t = messageKeys<OutboxMessages>(OUTBOX);
