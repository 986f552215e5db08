import { messageKeys } from '../messageKeys';
import type { DocumentMessages } from './messages/fr';

/** The document safe's name for react-admin, which is also its route: /ged (spec section 2). */
export const GED = 'ged';

/** A key of its texts (`resources.${GED}.…`), checked against messages/fr.ts. */
export const t = messageKeys<DocumentMessages>(GED);
