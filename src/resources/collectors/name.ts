import { messageKeys } from '../messageKeys';
import type { CollectorMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2): the subscriptions to collectors. */
export const COLLECTORS = 'collectors';

/** A key of its texts (`resources.collectors.…`), checked against messages/fr.ts. */
export const t = messageKeys<CollectorMessages>(COLLECTORS);
