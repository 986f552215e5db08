import { messageKeys } from '../messageKeys';
import type { EmployeeGroupMessages } from './messages/fr';

/** The resource's name for react-admin, which is also its route. */
export const EMPLOYEE_GROUPS = 'employee-groups';

/** A key of its texts (`resources.${EMPLOYEE_GROUPS}.…`), checked against messages/fr.ts. */
export const t = messageKeys<EmployeeGroupMessages>(EMPLOYEE_GROUPS);
