import { sql, type Expression, type SqlBool } from 'kysely';
import type { Access } from './requestAccess';

/**
 * A row (by its customer column, `alias.customer_id`) of the caller's customer, and no more: the
 * tenancy filter of what is the customer's as a whole (a uniqueness check, the caller's own
 * records, the names a filter may offer), where what the caller sees within it is asked elsewhere.
 */
export const sameCustomer = (caller: Pick<Access, 'customerId'>, column: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = ${caller.customerId}`;
