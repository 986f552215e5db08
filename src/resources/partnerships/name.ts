import { messageKeys } from '../messageKeys';
import type { PartnershipMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const PARTNERSHIPS = 'partnership';

/** A key of its texts (`resources.${PARTNERSHIPS}.…`), checked against messages/fr.ts. */
export const t = messageKeys<PartnershipMessages>(PARTNERSHIPS);
