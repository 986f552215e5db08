import { messageKeys } from '../messageKeys';
import type { RuleMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const RULES = 'admin/rights/rules';

/** A key of its texts (`resources.${RULES}.…`), checked against messages/fr.ts. */
export const t = messageKeys<RuleMessages>(RULES);
