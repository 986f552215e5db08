import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AccountSkipReason, TRemindersSent } from '../../../common/schemas/employeeAccounts';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';
import { hasLiveCode, issueActivationCode } from './activationCodes';
import { reminderMail } from './mails';
import { selectedEmployees, type AccountEmployee } from './queries';

/** Midnight in France, `daysBefore` days before the day of `now`: "a day" is the employee's calendar day. */
const frenchMidnight = (now: Date, daysBefore = 0): Expression<Date> =>
  sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris') - make_interval(days => ${daysBefore})) at time zone 'Europe/Paris'`;

const notRemindedSince = (since: Expression<Date>): Expression<SqlBool> =>
  sql<SqlBool>`(employees.last_reminder_at is null or employees.last_reminder_at < ${since})`;

/**
 * Reminds those of `ids` whose account waits for its activation, who have an email and were not
 * reminded today; each one's date is recorded in the same statement that picks them, so of two
 * runs at once (a double click, a job run twice) only one sends. Returns who was reminded.
 */
export const sendReminders = async (ctx: AppContext, ids: string[], now: Date): Promise<string[]> => {
  if (ids.length === 0) return [];
  const portal = publicUrl(ctx.config);
  return ctx.database.db.transaction().execute(async (trx) => {
    const picked = await trx
      .updateTable('employees')
      .set({ last_reminder_at: now })
      .where('employees.id', 'in', ids)
      .where('employees.account_state', '=', 'CREATED')
      .where('employees.email', 'is not', null)
      .where(notRemindedSince(frenchMidnight(now)))
      .returning(['id', 'customer_id', 'first_name', 'last_name', 'email'])
      .execute();
    if (picked.length === 0) return [];
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'login', 'employee_id'])
      .where(
        'employee_id',
        'in',
        picked.map(({ id }) => id),
      )
      .execute();
    const reminded: string[] = [];
    for (const employee of picked) {
      const account = accounts.find((user) => user.employee_id === employee.id);
      if (!account) continue;
      const issued = (await hasLiveCode(trx, employee.id, now))
        ? null
        : await issueActivationCode(trx, ctx, employee.id, now);
      const to = {
        customerId: employee.customer_id,
        userId: account.id,
        email: employee.email!,
        firstName: employee.first_name,
        lastName: employee.last_name,
      };
      await enqueueMail(trx, ctx.boss, reminderMail(portal, to, account.login, issued));
      reminded.push(employee.id);
    }
    return reminded;
  });
};

const skipReason = (employee: AccountEmployee): AccountSkipReason => {
  if (employee.accountState === 'NOT_REGISTERED') return 'NO_ACCOUNT';
  if (employee.accountState === 'FINALIZED') return 'ALREADY_FINALIZED';
  if (!employee.email) return 'NO_EMAIL';
  return 'ALREADY_REMINDED_TODAY';
};

/** `POST employees/remind`: the manual reminder, and why each employee left out was. */
export const remindEmployees = async (ctx: AppContext, caller: Access, ids: string[]): Promise<TRemindersSent> => {
  const employees = await selectedEmployees(ctx.database.db, caller, ids);
  const reminded = await sendReminders(
    ctx,
    employees.map(({ id }) => id),
    new Date(),
  );
  const done = new Set(reminded);
  return {
    reminded,
    skipped: employees
      .filter(({ id }) => !done.has(id))
      .map((employee) => ({ id: employee.id, reason: skipReason(employee) })),
  };
};

const BATCH = 500;

/**
 * The daily job: every account still not finalised `reminderAfterDays` days after its creation
 * and its last reminder is reminded, batch by batch over the whole portal. Running it twice the
 * same day sends nothing more. Returns how many were reminded.
 */
export const remindDueAccounts = async (ctx: AppContext, now = new Date()): Promise<number> => {
  const db: Kysely<DB> = ctx.database.db;
  const cutoff = frenchMidnight(now, ctx.config.employeeAccounts.reminderAfterDays - 1);
  let total = 0;
  for (;;) {
    const due = await db
      .selectFrom('employees')
      .select('id')
      .where('account_state', '=', 'CREATED')
      .where('email', 'is not', null)
      .where('account_created_at', '<', cutoff)
      .where(notRemindedSince(cutoff))
      .orderBy('account_created_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return total;
    const reminded = await sendReminders(
      ctx,
      due.map(({ id }) => id),
      now,
    );
    // Those not reminded were reminded meanwhile by someone else, and are no longer due.
    if (reminded.length === 0) return total;
    total += reminded.length;
  }
};
