import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TAccountsCreated } from '../../../common/schemas/employeeAccounts';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { selectedEmployees, type AccountEmployee } from './queries';

/**
 * No password can match this (it is no argon2 hash): a new personal account is entered only with
 * its activation code, and hashing a random password per employee would cost 50 ms each.
 */
const NO_PASSWORD_YET = '!activation-pending';

/** `lea.petit` from Léa Petit: plain letters, digits and dots. */
const loginBase = (firstName: string, lastName: string) => {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [plain(firstName), plain(lastName)].filter(Boolean).join('.').slice(0, 60) || 'salarie';
};

/** Logins are unique across the portal: the plain name, else the name and four digits. */
const freeLogin = async (trx: Kysely<DB>, base: string): Promise<string> => {
  for (const candidate of [base, ...Array.from({ length: 8 }, () => `${base}.${randomInt(1000, 10000)}`)]) {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(login)`, '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${base}.${crypto.randomUUID().slice(0, 8)}`;
};

/**
 * Creates the personal account of each employee that has none: a user with no feature who must
 * finalise it, placed in one of the employee's organisations. Returns each employee with their account.
 */
export const openAccounts = async (
  trx: Kysely<DB>,
  employees: AccountEmployee[],
  now: Date,
): Promise<{ employees: AccountEmployee[]; created: string[] }> => {
  const created: string[] = [];
  const result: AccountEmployee[] = [];
  for (const employee of employees) {
    if (employee.userId) {
      result.push(employee);
      continue;
    }
    const { org_id: orgId } = await trx
      .selectFrom('employee_organizations')
      .select('org_id')
      .where('employee_id', '=', employee.id)
      .orderBy('active', 'desc')
      .orderBy('org_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const login = await freeLogin(trx, loginBase(employee.firstName, employee.lastName));
    const user = await trx
      .insertInto('users')
      .values({
        customer_id: employee.customerId,
        org_id: orgId,
        login,
        password_hash: NO_PASSWORD_YET,
        first_name: employee.firstName,
        name: employee.lastName,
        email: employee.email,
        must_init_account: true,
        employee_id: employee.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('employees')
      .set({ account_state: 'CREATED', account_created_at: now, updated_at: now })
      .where('id', '=', employee.id)
      .execute();
    created.push(employee.id);
    result.push({ ...employee, userId: user.id, login, accountState: 'CREATED' });
  }
  return { employees: result, created };
};

/** `POST employees/accounts`. */
export const createAccounts = async (ctx: AppContext, caller: Access, ids: string[]): Promise<TAccountsCreated> => {
  const { db } = ctx.database;
  const employees = await selectedEmployees(db, caller, ids);
  const { created } = await db.transaction().execute(async (trx) => {
    // Two HR users creating the same accounts at once: the second waits, then finds them made.
    await lockEmployees(trx, employees);
    return openAccounts(trx, await selectedEmployees(trx, caller, ids), new Date());
  });
  const made = new Set(created);
  return {
    created,
    skipped: employees.filter(({ id }) => !made.has(id)).map(({ id }) => ({ id, reason: 'ALREADY_CREATED' as const })),
  };
};

/** Row locks on the employees, in one order, so that concurrent bulk actions on them queue. */
export const lockEmployees = (trx: Kysely<DB>, employees: { id: string }[]) =>
  trx
    .selectFrom('employees')
    .select('id')
    .where(
      'id',
      'in',
      employees.map(({ id }) => id),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
