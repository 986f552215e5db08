import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const ISSUER = 'liasse';
const AUDIENCE = 'liasse-portal';
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: string; sessionId: string; customerId: string };

/** A token whose signature, issuer and audience hold; `expired` says whether its time is up. */
export type VerifiedAccess = { claims: AccessClaims; expiresAt: Date; expired: boolean };

export type TokenService = {
  sign: (claims: AccessClaims, expiresAt: Date) => Promise<string>;
  /** undefined for a tampered, foreign or malformed token. */
  verify: (token: string) => Promise<VerifiedAccess | undefined>;
};

const claimsOf = (payload: JWTPayload): AccessClaims | undefined => {
  const { sub, sid, cus } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof cus !== 'string') return undefined;
  return { userId: sub, sessionId: sid, customerId: cus };
};

const audienceMatches = (payload: JWTPayload) =>
  payload.iss === ISSUER && ([] as unknown[]).concat(payload.aud).includes(AUDIENCE);

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
      const claims = claimsOf(payload);
      return claims && { claims, expiresAt: new Date(payload.exp! * 1000), expired: false };
    } catch (error) {
      // An expired token was still signed by us (jose checks the signature first): its session
      // may be refreshed with the refresh token.
      if (error instanceof errors.JWTExpired && audienceMatches(error.payload)) {
        const claims = claimsOf(error.payload);
        return claims && { claims, expiresAt: new Date(error.payload.exp! * 1000), expired: true };
      }
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  },
});

/** Refresh tokens, reset links: 256 random bits, handed out once, stored only as a hash. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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
