import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { hashToken, newOpaqueToken, type AccessClaims, type TokenService } from './tokens';

export type IssuedTokens = { accessToken: string; refreshToken: string };

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: IssuedTokens }
  /** Lost a concurrent refresh of the same token moments ago: the call may go on, without new tokens. */
  | { kind: 'raced' }
  | { kind: 'refused' };

type SessionContext = { db: Kysely<DB>; tokens: TokenService; config: Pick<Config, 'sessions'> };

const minutes = (n: number) => n * 60_000;
const earliest = (a: Date, b: Date) => (a < b ? a : b);

const signAccess = (ctx: SessionContext, claims: AccessClaims, absoluteEnd: Date, now: Date) =>
  ctx.tokens.sign(
    claims,
    earliest(new Date(now.getTime() + minutes(ctx.config.sessions.accessTokenTtlMinutes)), absoluteEnd),
  );

/** Opens a session with its first refresh token. */
export const openSession = async (
  ctx: SessionContext,
  user: { id: string; customer_id: string },
): Promise<IssuedTokens & { sessionId: string }> => {
  const now = new Date();
  const absoluteEnd = new Date(now.getTime() + ctx.config.sessions.absoluteHours * 60 * minutes(1));
  const idleEnd = earliest(new Date(now.getTime() + minutes(ctx.config.sessions.idleMinutes)), absoluteEnd);
  const refreshToken = newOpaqueToken();
  const session = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sessions')
      .values({ user_id: user.id, idle_expires_at: idleEnd, absolute_expires_at: absoluteEnd })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(refreshToken), session_id: row.id })
      .execute();
    return row;
  });
  const claims = { userId: user.id, sessionId: session.id, customerId: user.customer_id };
  return { sessionId: session.id, refreshToken, accessToken: await signAccess(ctx, claims, absoluteEnd, now) };
};

/** The session if it is still open: not revoked, neither idle nor absolute end passed. */
export const findOpenSession = (db: Kysely<DB>, claims: AccessClaims, now = new Date()) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.absolute_expires_at', 'users.must_init_account'])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.idle_expires_at', '>', now)
    .where('sessions.absolute_expires_at', '>', now)
    .executeTakeFirst();

/**
 * Rotates the refresh token: exactly one caller can use a given token (the update that marks it
 * used is the race's referee). A token used earlier than the grace window is a stolen copy being
 * replayed: the whole session, and every token descended from it, ends.
 */
export const refreshSession = async (
  ctx: SessionContext,
  claims: AccessClaims,
  refreshToken: string,
): Promise<RefreshOutcome> => {
  const now = new Date();
  const tokenHash = hashToken(refreshToken);
  const next = newOpaqueToken();
  const rotated = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('session_id', '=', claims.sessionId)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const session = await findOpenSession(trx, claims, now);
    if (!session) return undefined;
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(next), session_id: session.id })
      .execute();
    const idleEnd = earliest(
      new Date(now.getTime() + minutes(ctx.config.sessions.idleMinutes)),
      session.absolute_expires_at,
    );
    await trx.updateTable('sessions').set({ idle_expires_at: idleEnd }).where('id', '=', session.id).execute();
    return session;
  });
  if (rotated) {
    return {
      kind: 'rotated',
      tokens: { refreshToken: next, accessToken: await signAccess(ctx, claims, rotated.absolute_expires_at, now) },
    };
  }

  const known = await ctx.db
    .selectFrom('refresh_tokens')
    .select(['used_at'])
    .where('token_hash', '=', tokenHash)
    .where('session_id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!known?.used_at) return { kind: 'refused' };
  const usedMsAgo = now.getTime() - known.used_at.getTime();
  if (usedMsAgo <= ctx.config.sessions.reuseGraceSeconds * 1000 && (await findOpenSession(ctx.db, claims, now))) {
    return { kind: 'raced' };
  }
  await revokeSession(ctx.db, claims.sessionId, 'refresh-token-reuse');
  return { kind: 'refused' };
};

export const revokeSession = (db: Kysely<DB>, sessionId: string, reason: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

/** Ends every open session of a user (blocked account, new password), but the one to keep. */
export const revokeUserSessions = (db: Kysely<DB>, userId: string, reason: string, keepSessionId?: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(Boolean(keepSessionId), (qb) => qb.where('id', '!=', keepSessionId!))
    .execute();

export const deleteEndedSessions = async (db: Kysely<DB>, before: Date): Promise<number> => {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('absolute_expires_at', '<', before),
        eb('idle_expires_at', '<', before),
        eb('revoked_at', '<', before),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
