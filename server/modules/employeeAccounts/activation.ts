import type { TActivateAccountRequest } from '../../../common/schemas/employeeAccounts';
import type { TSessionUser } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findUserByLogin } from '../../auth/users';
import { refuseAttempt } from '../auth/service';
import { sessionUserOf } from '../../auth/sessionUser';
import { openSession, type IssuedTokens } from '../../auth/sessions';
import { assertLoginAllowed, clearLoginFailures } from '../../auth/accountLock';
import { activationCodeHash, dropUnusedCodes } from './activationCodes';

const invalidCode = () =>
  new AppError(400, 'INVALID_ACTIVATION_CODE', 'This login and activation code do not match, or the code has expired');

/**
 * `POST account/activate`: the employee's login and the code of their latest letter open a session
 * that must first choose a password and accept the terms (the account's finalisation). The code
 * is spent at once. An unknown login, a wrong, used or expired code all get the same answer, and
 * count as a failed login (against the address and the account): guessing is throttled as for passwords.
 */
export const activateAccount = async (
  ctx: AppContext,
  { login, code }: TActivateAccountRequest,
  ip: string,
): Promise<{ tokens: IssuedTokens; user: TSessionUser }> => {
  const { db } = ctx.database;
  const user = await findUserByLogin(db, login);
  await assertLoginAllowed(ctx, ip, user);
  const employeeId = user?.must_init_account ? user.employee_id : null;
  const spent = employeeId ? await spendCode(db, employeeId, activationCodeHash(ctx.secrets, code)) : false;
  if (!user || !spent) return refuseAttempt(ctx, ip, user, invalidCode());
  if (user.failed_logins > 0) await clearLoginFailures(db, user.id);
  const tokens = await openSession({ ...ctx, db }, user);
  return { tokens, user: await sessionUserOf(db, user) };
};

/** Marks the code used if it is the employee's, unused and alive; of two uses at once, one wins. */
const spendCode = async (db: Kysely<DB>, employeeId: string, codeHash: string) => {
  const now = new Date();
  const spent = await db
    .updateTable('employee_activation_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('employee_id')
    .executeTakeFirst();
  return Boolean(spent);
};

/**
 * Called by the account's finalisation, in its transaction: the employee's account is finalised,
 * and no code left opens it again.
 */
export const finalizePersonalAccount = async (trx: Kysely<DB>, employeeId: string) => {
  await trx
    .updateTable('employees')
    .set({ account_state: 'FINALIZED', updated_at: new Date() })
    .where('id', '=', employeeId)
    .execute();
  await dropUnusedCodes(trx, employeeId);
};
