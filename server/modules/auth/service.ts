import type { TLoginRequest, TSessionUser } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sendPasswordResetLink } from '../account/passwordReset';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { findUserByLogin } from '../../auth/users';
import { sessionUserOf } from '../../auth/sessionUser';
import { openSession, revokeSession, revokeUserSessions, type IssuedTokens } from '../../auth/sessions';
import { accountBlocked, assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../auth/accountLock';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong username or password');

/**
 * A failed attempt to get in (a wrong password, a wrong activation code): counted against the
 * address and the account, which is blocked past the limits, its sessions ended, and its owner
 * told by email how to unblock it.
 */
export const refuseAttempt = async (
  ctx: AppContext,
  ip: string,
  user: User | undefined,
  refusal: AppError,
): Promise<never> => {
  const { db } = ctx.database;
  const outcome = await recordLoginFailure(ctx, ip, user);
  if (!user || outcome === 'counted') throw refusal;
  await revokeUserSessions(db, user.id, 'account-blocked');
  if (outcome === 'hard-blocked') await sendPasswordResetLink(ctx, user, 'blocked');
  throw accountBlocked();
};

/**
 * Checks the credentials and opens a session. A wrong login and a wrong password get the same
 * answer in the same time; failures count against the address and the account, which is blocked
 * (and its sessions ended) past the limits, and told by email how to unblock it.
 */
export const login = async (
  ctx: AppContext,
  credentials: TLoginRequest,
  ip: string,
): Promise<{ tokens: IssuedTokens; user: TSessionUser }> => {
  const { db } = ctx.database;
  const user = await findUserByLogin(db, credentials.login);
  await assertLoginAllowed(ctx, ip, user);
  const valid = user ? await verifyPassword(user.password_hash, credentials.password) : false;
  if (!user) await burnPasswordCheck(credentials.password);

  if (!user || !valid) return refuseAttempt(ctx, ip, user, invalidCredentials());

  if (user.failed_logins > 0) await clearLoginFailures(db, user.id);
  const tokens = await openSession({ ...ctx, db }, user);
  return { tokens, user: await sessionUserOf(db, user) };
};

export const logout = (ctx: AppContext, sessionId: string) => revokeSession(ctx.database.db, sessionId, 'logout');
