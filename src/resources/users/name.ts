import { messageKeys } from '../messageKeys';
import type { UserMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const USERS = 'admin/rights/users';

/** A key of its texts (`resources.${USERS}.…`), checked against messages/fr.ts. */
export const t = messageKeys<UserMessages>(USERS);
