import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthenticated } from '../../http/errors';
import { findActiveSession } from './queries';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/**
 * onRequest hook for protected routes: a valid token of a session that is still open, or 401.
 * The session row is read on every call so that a logout or a blocked account ends access at once.
 */
export const authenticate = (ctx: AppContext) => async (request: FastifyRequest) => {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthenticated('Invalid or expired token');
  const session = await findActiveSession(ctx.database.db, claims.sessionId, claims.userId);
  if (!session) throw unauthenticated('Session ended');
  request.auth = claims;
};

export const requireAuth = (request: FastifyRequest): AccessClaims => {
  if (!request.auth) throw unauthenticated();
  return request.auth;
};
