import type { Kysely } from 'kysely';
import { addMonthsToDay, today } from '../../../common/days';
import type { TClosureNotice } from '../../../common/schemas/closure';
import type { Access } from '../../access/requestAccess';
import { userName } from '../../access/userName';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { sendInTransaction } from '../../jobs/inTransaction';

export const MAIL_CLOSURE = 'closure.mail';

/** The customer's notice, as everyone of it reads it. */
export const closureNoticeOf = async (db: Kysely<DB>, customerId: string): Promise<TClosureNotice | null> => {
  const row = await db
    .selectFrom('service_closures')
    .select(['closes_on', 'announced_at', 'announced_by'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row
    ? {
        closesOn: row.closes_on.toISOString().slice(0, 10),
        announcedAt: row.announced_at.toISOString(),
        announcedBy: row.announced_by,
      }
    : null;
};

/** Announcing speaks for the whole customer: only whoever sees its root organisation may (else 404). */
const requireWholeCustomer = async (db: Kysely<DB>, caller: Access) => {
  const root = await visibleOrganizations(db, caller)
    .select('organizations.id')
    .where('organizations.id', '=', caller.customerId)
    .executeTakeFirst();
  if (!root) throw notFound('Closure notice');
};

/**
 * Announces (or moves) the closure, at least three months ahead, and mails every account holder
 * (again when the day moves: they must know the new one).
 */
export const announceClosure = async (ctx: AppContext, caller: Access, closesOn: string) => {
  const { db } = ctx.database;
  await requireWholeCustomer(db, caller);
  if (closesOn < addMonthsToDay(today(), 3))
    throw new AppError(400, 'VALIDATION_ERROR', 'The closure must be announced three months ahead', {
      closesOn: 'closure_too_soon',
    });
  const announcedBy = await userName(db, caller.userId);
  await db.transaction().execute(async (trx) => {
    const values = {
      closes_on: new Date(`${closesOn}T00:00:00Z`),
      announced_at: new Date(),
      announced_by: announcedBy,
    };
    await trx
      .insertInto('service_closures')
      .values({ customer_id: caller.customerId, ...values, mailed_up_to: null })
      .onConflict((conflict) => conflict.column('customer_id').doUpdateSet({ ...values, mailed_up_to: null }))
      .execute();
    await sendInTransaction(trx, ctx.boss, MAIL_CLOSURE, { customerId: caller.customerId, closesOn });
  });
  return closureNoticeOf(db, caller.customerId);
};

/** Withdraws the notice: the banner goes; mails already sent stay sent. */
export const withdrawClosure = async (db: Kysely<DB>, caller: Access) => {
  await requireWholeCustomer(db, caller);
  await db.deleteFrom('service_closures').where('customer_id', '=', caller.customerId).execute();
  return null;
};
