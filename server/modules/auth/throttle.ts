import { sql, type Kysely } from 'kysely';
import type { DB, User } from '../../db/schema';
import { AppError } from '../../http/errors';

/** After this many failures in a row an account is blocked for a while, doubling each time. */
export const SOFT_BLOCK_AFTER = 5;
/** After this many, it stays blocked until an administrator or a password reset unblocks it. */
export const HARD_BLOCK_AFTER = 10;
/** Failures from one client address, whatever the accounts, before its logins are refused. */
export const ADDRESS_FAILURE_LIMIT = 20;
const ADDRESS_WINDOW_MINUTES = 15;

/** 1, 2, 4, 8, 16 minutes for the 5th to the 9th failure in a row. */
export const softBlockMinutes = (failures: number) => 2 ** (failures - SOFT_BLOCK_AFTER);

export const accountBlocked = () =>
  new AppError(401, 'ACCOUNT_BLOCKED', 'This account is blocked after too many failed logins');

/** Refuses the attempt before any password check while the address or the account is blocked. */
export const assertLoginAllowed = async (db: Kysely<DB>, ip: string, user: User | undefined, now = new Date()) => {
  const since = new Date(now.getTime() - ADDRESS_WINDOW_MINUTES * 60_000);
  const { failures } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('ip', '=', ip)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  if (failures >= ADDRESS_FAILURE_LIMIT) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many failed logins from this address, try again later');
  }
  if (user?.blocked_at || (user?.blocked_until && user.blocked_until > now)) throw accountBlocked();
};

export type FailureOutcome = 'counted' | 'soft-blocked' | 'hard-blocked';

/** Counts a failure against the address and, when it exists, the account; blocks it past the limits. */
export const recordLoginFailure = async (
  db: Kysely<DB>,
  ip: string,
  user: User | undefined,
  now = new Date(),
): Promise<FailureOutcome> => {
  await db.insertInto('login_failures').values({ ip }).execute();
  if (!user) return 'counted';
  const { failed_logins: failures } = await db
    .updateTable('users')
    .set({ failed_logins: sql`failed_logins + 1` })
    .where('id', '=', user.id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  if (failures >= HARD_BLOCK_AFTER) {
    await db.updateTable('users').set({ blocked_at: now, blocked_until: null }).where('id', '=', user.id).execute();
    return 'hard-blocked';
  }
  if (failures >= SOFT_BLOCK_AFTER) {
    const until = new Date(now.getTime() + softBlockMinutes(failures) * 60_000);
    await db.updateTable('users').set({ blocked_until: until }).where('id', '=', user.id).execute();
    return 'soft-blocked';
  }
  return 'counted';
};

export const clearLoginFailures = (db: Kysely<DB>, userId: string) =>
  db
    .updateTable('users')
    .set({ failed_logins: 0, blocked_until: null, blocked_at: null })
    .where('id', '=', userId)
    .execute();

export const deleteOldLoginFailures = async (db: Kysely<DB>, before: Date): Promise<number> => {
  const result = await db.deleteFrom('login_failures').where('failed_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
