import type { TChangePasswordRequest } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { findUserById, findUserByLogin } from '../../auth/users';
import { sessionUserOf } from '../../auth/sessionUser';
import { revokeUserSessions } from '../../auth/sessions';
import { accountBlocked, assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../auth/accountLock';
import type { AccessClaims } from '../../auth/tokens';
import { finalizePersonalAccount } from '../employeeAccounts/activation';
import { sendPasswordResetLink } from './passwordReset';
import type { Access } from '../../access/requestAccess';
import { visibleUsers } from '../../access/visibility';
import { mayMail, takeHit, throttleRules } from '../../security/throttle';

const userOrNotFound = async (ctx: AppContext, userId: string) => {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw notFound('User');
  return user;
};

export const currentUser = async (ctx: AppContext, userId: string) => {
  const user = await userOrNotFound(ctx, userId);
  return { ...(await sessionUserOf(ctx.database.db, user)), email: user.email };
};

/**
 * Checks the old password; the other sessions of the user end, this one stays. A wrong old
 * password counts as a failed login (a stolen session must not guess its way to the password):
 * past the limits the account is blocked and every session of it ends, this one included.
 */
export const changePassword = async (
  ctx: AppContext,
  auth: AccessClaims,
  request: TChangePasswordRequest,
  ip: string,
) => {
  const { db } = ctx.database;
  const user = await userOrNotFound(ctx, auth.userId);
  await assertLoginAllowed(ctx, ip, user);
  if (!(await verifyPassword(user.password_hash, request.oldPassword))) {
    const outcome = await recordLoginFailure(ctx, ip, user);
    if (outcome === 'counted') {
      throw new AppError(400, 'WRONG_PASSWORD', 'The current password is wrong', { oldPassword: 'wrong_password' });
    }
    await revokeUserSessions(db, user.id, 'account-blocked');
    if (outcome === 'hard-blocked') await sendPasswordResetLink(ctx, user, 'blocked');
    throw accountBlocked();
  }
  if (user.failed_logins > 0) await clearLoginFailures(db, user.id);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(request.newPassword), password_changed_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(db, user.id, 'password-changed', auth.sessionId);
};

/**
 * A new account chooses its own password and accepts the terms; then the whole portal opens (for
 * an employee's personal account: their own documents, and the employee shows it finalised).
 */
export const finalizeAccount = async (ctx: AppContext, userId: string, password: string) => {
  const user = await userOrNotFound(ctx, userId);
  if (!user.must_init_account) throw new AppError(409, 'CONFLICT', 'This account is already finalised');
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const finalised = await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, terms_accepted_at: now, must_init_account: false })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.employee_id) await finalizePersonalAccount(trx, row.employee_id);
    return row;
  });
  return { ...(await sessionUserOf(ctx.database.db, finalised)), email: finalised.email };
};

/**
 * Sends the link when the login exists and has an email; the caller cannot tell which. One address
 * asks a limited number of times (429 past it); one account gets a few links an hour, and past
 * that the request is answered the same and sends nothing.
 */
export const requestPasswordReset = async (ctx: AppContext, login: string, ip: string) => {
  const { db } = ctx.database;
  const rules = throttleRules(ctx.config);
  await takeHit(db, rules.mailRequests, ip);
  const user = await findUserByLogin(db, login);
  if (user?.email && (await mayMail(db, rules.resetMails, user.id)))
    await sendPasswordResetLink(ctx, user, 'forgotten');
};

/** An administrator lifts a block on a user they may see. */
export const unblockUser = async (ctx: AppContext, caller: Access, userId: string) => {
  const user = await visibleUsers(ctx.database.db, caller)
    .select('users.id')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  await clearLoginFailures(ctx.database.db, user.id);
};
