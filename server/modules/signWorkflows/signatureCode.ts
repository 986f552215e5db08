import { sql, type Kysely } from 'kysely';
import { SIGNATURE_CODE_MAX_FAILURES } from '../../../common/signWorkflowState';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById } from '../auth/queries';
import { revokeUserSessions } from '../auth/sessions';
import { accountBlocked, assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/throttle';
import { sendPasswordResetLink } from '../account/passwordReset';

/** `GET account/signature-code`: whether the caller has a standing code, and whether signing is locked. */
export const signatureCodeState = async (db: Kysely<DB>, userId: string) => {
  const row = await db
    .selectFrom('signature_codes')
    .select('locked_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { isSet: Boolean(row), locked: Boolean(row?.locked_at) };
};

/**
 * `PUT account/signature-code`: the current password is checked as a password change checks it
 * (a wrong one counts as a failed login, past the limits the account is blocked); the new code
 * replaces the old one, its failures and lock included.
 */
export const setSignatureCode = async (
  ctx: AppContext,
  userId: string,
  request: { password: string; code: string },
  ip: string,
) => {
  const { db } = ctx.database;
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  await assertLoginAllowed(ctx, ip, user);
  if (!(await verifyPassword(user.password_hash, request.password))) {
    const outcome = await recordLoginFailure(ctx, ip, user);
    if (outcome === 'counted') {
      throw new AppError(400, 'WRONG_PASSWORD', 'The current password is wrong', { password: 'wrong_password' });
    }
    await revokeUserSessions(db, user.id, 'account-blocked');
    if (outcome === 'hard-blocked') await sendPasswordResetLink(ctx, user, 'blocked');
    throw accountBlocked();
  }
  if (user.failed_logins > 0) await clearLoginFailures(db, user.id);
  const codeHash = await hashPassword(request.code);
  await db
    .insertInto('signature_codes')
    .values({ user_id: userId, code_hash: codeHash })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ code_hash: codeHash, failures: 0, locked_at: null, updated_at: new Date() }),
    )
    .execute();
};

const wrongCode = (message: string) => new AppError(400, 'INVALID_SIGNATURE_CODE', message, { codeSignature: 'wrong' });

const locked = () =>
  new AppError(403, 'SIGNATURE_LOCKED', 'Signing is locked after too many wrong codes: ask for a recovery code');

/**
 * Checks a signature code before any signing work: the standing code, or an unused unexpired
 * recovery code. Wrong: one more failure (400 INVALID_SIGNATURE_CODE with the tries left; the
 * last one locks); locked: 403 SIGNATURE_LOCKED until a recovery code is used. Answers the
 * recovery code's id when one matched: the signature's transaction marks it used (`consumeCode`).
 */
export const checkSignatureCode = async (
  db: Kysely<DB>,
  userId: string,
  code: string,
): Promise<{ recoveryId: string | null }> => {
  const standing = await db.selectFrom('signature_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const recoveries = await db
    .selectFrom('signature_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
  for (const recovery of recoveries) {
    if (await verifyPassword(recovery.code_hash, code)) return { recoveryId: recovery.id };
  }
  if (!standing && recoveries.length) throw wrongCode('Wrong recovery code');
  if (!standing) {
    throw new AppError(400, 'INVALID_SIGNATURE_CODE', 'You have no signature code yet: set one in your account', {
      codeSignature: 'not_set',
    });
  }
  if (standing.locked_at) throw locked();
  if (await verifyPassword(standing.code_hash, code)) {
    if (standing.failures > 0)
      await db.updateTable('signature_codes').set({ failures: 0 }).where('user_id', '=', userId).execute();
    return { recoveryId: null };
  }
  const row = await db
    .updateTable('signature_codes')
    .set({
      failures: sql<number>`failures + 1`,
      locked_at: sql<Date | null>`case when failures + 1 >= ${SIGNATURE_CODE_MAX_FAILURES} then now() end`,
    })
    .where('user_id', '=', userId)
    .returning(['failures', 'locked_at'])
    .executeTakeFirstOrThrow();
  if (row.locked_at) throw locked();
  throw wrongCode(`Wrong signature code: ${SIGNATURE_CODE_MAX_FAILURES - row.failures} tries left`);
};

/** In the signature's transaction: the recovery code used (once: a concurrent use finds it taken) unlocks signing. */
export const consumeRecoveryCode = async (trx: Kysely<DB>, userId: string, recoveryId: string) => {
  const used = await trx
    .updateTable('signature_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', recoveryId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used)
    throw new AppError(400, 'INVALID_SIGNATURE_CODE', 'This recovery code was already used', {
      codeSignature: 'wrong',
    });
  await trx
    .updateTable('signature_codes')
    .set({ failures: 0, locked_at: null })
    .where('user_id', '=', userId)
    .execute();
};
