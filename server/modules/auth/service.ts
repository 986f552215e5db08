import type { TLoginRequest, TSessionUser } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { findFeaturesOfUser, findUserByLogin, insertSession, revokeSession } from './queries';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong username or password');

/** Checks the credentials and opens a session; the same answer whether the login or the password is wrong. */
export const login = async (
  ctx: AppContext,
  credentials: TLoginRequest,
): Promise<{ token: string; user: TSessionUser }> => {
  const { db } = ctx.database;
  const user = await findUserByLogin(db, credentials.login);
  if (!user) {
    await burnPasswordCheck(credentials.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, credentials.password))) throw invalidCredentials();

  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlMinutes * 60_000);
  const session = await insertSession(db, user.id, expiresAt);
  const token = await ctx.tokens.sign(
    { userId: user.id, sessionId: session.id, customerId: user.customer_id },
    expiresAt,
  );
  return {
    token,
    user: {
      login: user.login,
      userOrgId: user.org_id,
      firstName: user.first_name,
      name: user.name,
      features: await findFeaturesOfUser(db, user.id),
      mustInitAccount: user.must_init_account,
    },
  };
};

export const logout = (ctx: AppContext, sessionId: string) => revokeSession(ctx.database.db, sessionId);
