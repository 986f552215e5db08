import type { Kysely } from 'kysely';
import type { Access } from '../../access/requestAccess';
import { employeeVisible } from '../../access/employeeVisibility';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';

/** What the bulk actions need of a selected employee, with their personal account if any. */
export type AccountEmployee = {
  id: string;
  customerId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  accountState: 'NOT_REGISTERED' | 'CREATED' | 'FINALIZED';
  lastReminderAt: Date | null;
  userId: string | null;
  login: string | null;
};

/** The employee's columns and account, for the selections of `where`. */
export const accountEmployees = (db: Kysely<DB>) =>
  db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.id')
    .select([
      'e.id',
      'e.customer_id as customerId',
      'e.first_name as firstName',
      'e.last_name as lastName',
      'e.email',
      'e.address',
      'e.zip_code as zipCode',
      'e.city',
      'e.country',
      'e.account_state as accountState',
      'e.last_reminder_at as lastReminderAt',
      'u.id as userId',
      'u.login',
    ]);

/**
 * The selected employees, in the order asked, when the caller sees every one of them (their organisations and the employee criteria of their rules); otherwise
 * 404 and nothing is done (an id outside their organisations is never confirmed to exist).
 */
export const selectedEmployees = async (db: Kysely<DB>, caller: Access, ids: string[]): Promise<AccountEmployee[]> => {
  const unique = [...new Set(ids)];
  const rows = await accountEmployees(db).where('e.id', 'in', unique).where(employeeVisible(caller, 'e')).execute();
  if (rows.length !== unique.length) throw notFound('Employee');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
};
