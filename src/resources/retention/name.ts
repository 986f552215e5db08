import { messageKeys } from '../messageKeys';
import type { RetentionMessages } from './messages/fr';

/** The upcoming purges' list, which is also its route. */
export const RETENTION = 'retention';
/** /retention/holds: the legal holds, active first. */
export const LEGAL_HOLDS = 'retention/holds';
/** /retention/purges: the purge's audit, what went and under which rule. */
export const PURGE_LOG = 'retention/purges';

/** A key of its texts (`resources.${RETENTION}.…`), checked against messages/fr.ts. */
export const t = messageKeys<RetentionMessages>(RETENTION);
/** The legal holds' keys (`resources.${LEGAL_HOLDS}.…`): the `holds` part of the same texts. */
export const holdKeys = messageKeys<RetentionMessages['holds']>(LEGAL_HOLDS);
/** The purge log's keys (`resources.${PURGE_LOG}.…`): the `purges` part of the same texts. */
export const purgeKeys = messageKeys<RetentionMessages['purges']>(PURGE_LOG);
