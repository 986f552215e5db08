import type { Kysely } from 'kysely';
import type { TSignatureCodeWrite } from '../../../common/schemas/signWorkflows';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { findUserById } from '../../auth/users';
import { revokeUserSessions } from '../../auth/sessions';
import { accountBlocked, assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../auth/accountLock';
import { sendPasswordResetLink } from '../account/passwordReset';
import { consumeRecoveryCode, signatureLocked, standingRefusal, tryCode, wrongCode } from './codeTries';

/** `GET account/signature-code`: whether the caller has a standing code, and whether signing is locked. */
export const signatureCodeState = async (db: Kysely<DB>, userId: string) => {
  const row = await db
    .selectFrom('signature_codes')
    .select('locked_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { isSet: Boolean(row), locked: Boolean(row?.locked_at) };
};

const currentCodeRequired = () =>
  new AppError(
    400,
    'CURRENT_SIGNATURE_CODE_REQUIRED',
    'Changing your signature code needs your current code or a recovery code',
    { currentCode: 'required' },
  );

/**
 * The current password, checked as a password change checks it: a wrong one counts as a failed
 * login, past the limits the account is blocked.
 */
const checkPassword = async (ctx: AppContext, userId: string, password: string, ip: string) => {
  const { db } = ctx.database;
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  await assertLoginAllowed(ctx, ip, user);
  if (!(await verifyPassword(user.password_hash, password))) {
    const outcome = await recordLoginFailure(ctx, ip, user);
    if (outcome === 'counted') {
      throw new AppError(400, 'WRONG_PASSWORD', 'The current password is wrong', { password: 'wrong_password' });
    }
    await revokeUserSessions(db, user.id, 'account-blocked');
    if (outcome === 'hard-blocked') await sendPasswordResetLink(ctx, user, 'blocked');
    throw accountBlocked();
  }
  if (user.failed_logins > 0) await clearLoginFailures(db, user.id);
};

/**
 * `PUT account/signature-code`. The password sets the first code. A standing code is a second
 * factor that the password alone must not undo: changing it needs the current code (a wrong one
 * counts toward the lock that signing keeps) or a recovery code sent to the caller; once wrong
 * codes have locked signing, only a recovery code, which the change uses up and which lifts the lock.
 */
export const setSignatureCode = async (ctx: AppContext, userId: string, request: TSignatureCodeWrite, ip: string) => {
  const { db } = ctx.database;
  const { currentCode, recoveryCode } = request;
  if (currentCode && recoveryCode)
    throw new AppError(400, 'VALIDATION_ERROR', 'Give your current code or a recovery code, not both', {
      recoveryCode: 'not_with_current_code',
    });
  await checkPassword(ctx, userId, request.password, ip);
  const standing = await db
    .selectFrom('signature_codes')
    .select('locked_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!standing) {
    const first = await db
      .insertInto('signature_codes')
      .values({ user_id: userId, code_hash: await hashPassword(request.code) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // Set meanwhile by another request: that one is now the standing code.
    if (!first) throw currentCodeRequired();
    return;
  }
  if (recoveryCode) return replaceWithRecovery(db, userId, recoveryCode, request.code);
  if (standing.locked_at) throw signatureLocked({ recoveryCode: 'required' });
  if (!currentCode) throw currentCodeRequired();
  const tried = await tryCode(db, userId, currentCode, { standing: true, recovery: false });
  if (tried.matched === null) throw standingRefusal(tried.standing ?? 'none', 'currentCode');
  const changed = await db
    .updateTable('signature_codes')
    .set({ code_hash: await hashPassword(request.code), failures: 0, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('locked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!changed) throw signatureLocked({ recoveryCode: 'required' });
};

/** The new code with a recovery code, used up by the change, which lifts the lock. */
const replaceWithRecovery = async (db: Kysely<DB>, userId: string, recoveryCode: string, code: string) => {
  const tried = await tryCode(db, userId, recoveryCode, { standing: false, recovery: true });
  if (tried.matched !== 'recovery') throw wrongCode('recoveryCode', 'Wrong or expired recovery code');
  const codeHash = await hashPassword(code);
  await db.transaction().execute(async (trx) => {
    await consumeRecoveryCode(trx, userId, tried.recoveryId, 'recoveryCode');
    await trx
      .updateTable('signature_codes')
      .set({ code_hash: codeHash, failures: 0, locked_at: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  });
};
