import { messageKeys } from '../messageKeys';
import type { RetentionMessages } from './messages/fr';

/** The upcoming purges' list, which is also its route. */
export const RETENTION = 'retention';

/** A key of its texts (`resources.${RETENTION}.…`), checked against messages/fr.ts. */
export const t = messageKeys<RetentionMessages>(RETENTION);
