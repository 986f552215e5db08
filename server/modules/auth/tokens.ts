import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const ISSUER = 'liasse';
const AUDIENCE = 'liasse-portal';
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: string; sessionId: string; customerId: string };

export type TokenService = {
  sign: (claims: AccessClaims, expiresAt: Date) => Promise<string>;
  /** The claims of a valid token; undefined for a tampered, expired, foreign or malformed one. */
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

export const createTokenService = (secret: Uint8Array): TokenService => ({
  sign: (claims, expiresAt) =>
    new SignJWT({ sid: claims.sessionId, cus: claims.customerId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(secret),
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.cus !== 'string') {
        return undefined;
      }
      return { userId: payload.sub, sessionId: payload.sid, customerId: payload.cus };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  },
});

/**
 * The signing key: JWT_SECRET when set, else one generated once and kept in the database, so that
 * every process behind a load balancer signs and checks with the same key.
 */
export const resolveSigningKey = async (db: Kysely<DB>, configured?: string): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('server_secrets')
    .values({ name: 'jwt-signing-key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'jwt-signing-key')
    .executeTakeFirstOrThrow();
  return Buffer.from(value, 'base64url');
};
