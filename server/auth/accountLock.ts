import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { DB, User } from '../db/schema';
import { AppError } from '../http/errors';
import { countFailure, refuseWhileSpent, throttleRules } from '../security/throttle';

/** After this many failures in a row an account is blocked for a while, doubling each time. */
export const SOFT_BLOCK_AFTER = 5;
/** After this many, it stays blocked until an administrator or a password reset unblocks it. */
export const HARD_BLOCK_AFTER = 10;

/** 1, 2, 4, 8, 16 minutes for the 5th to the 9th failure in a row. */
export const softBlockMinutes = (failures: number) => 2 ** (failures - SOFT_BLOCK_AFTER);

export const accountBlocked = () =>
  new AppError(401, 'ACCOUNT_BLOCKED', 'This account is blocked after too many failed logins');

/**
 * Refuses the attempt before any password check while the address (too many failures of any
 * accounts in the last quarter of an hour: 429) or the account is blocked.
 */
export const assertLoginAllowed = async (
  ctx: Pick<AppContext, 'config' | 'database'>,
  ip: string,
  user: User | undefined,
  now = new Date(),
) => {
  await refuseWhileSpent(ctx.database.db, throttleRules(ctx.config).failedLogins, ip, now);
  if (user?.blocked_at || (user?.blocked_until && user.blocked_until > now)) throw accountBlocked();
};

export type FailureOutcome = 'counted' | 'soft-blocked' | 'hard-blocked';

/** Counts a failure against the address and, when it exists, the account; blocks it past the limits. */
export const recordLoginFailure = async (
  ctx: Pick<AppContext, 'config' | 'database'>,
  ip: string,
  user: User | undefined,
  now = new Date(),
): Promise<FailureOutcome> => {
  const { db } = ctx.database;
  await countFailure(db, throttleRules(ctx.config).failedLogins, ip, now);
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
