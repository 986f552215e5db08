import { messageKeys } from '../messageKeys';
import type { OrganizationMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const ORGANIZATIONS = 'organizations';

/** A key of its texts (`resources.${ORGANIZATIONS}.…`), checked against messages/fr.ts. */
export const t = messageKeys<OrganizationMessages>(ORGANIZATIONS);
