import { messageKeys } from '../messageKeys';
import type { DsnImportMessages } from './dsn/messages/fr';
import type { EmployeeMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route (spec section 2). */
export const EMPLOYEES = 'employees';

/** A key of its texts (`resources.${EMPLOYEES}.…`), checked against messages/fr.ts. */
export const t = messageKeys<EmployeeMessages & { dsn: DsnImportMessages }>(EMPLOYEES);
