import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, unauthenticated } from '../http/errors';
import { findOpenSession, refreshSession } from './sessions';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

export const REFRESH_TOKEN_HEADER = 'refresh-token';
export const SET_REFRESH_TOKEN_HEADER = 'set-refresh-token';

const bearerToken = (request: FastifyRequest): string | undefined => {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

/**
 * onRequest hook for protected routes: a valid access token of a session still open, or 401.
 * When the access token is near or past its end and a valid refresh token comes with it, the call
 * goes on and its answer carries a new pair of tokens. The session is read on every call, so a
 * logout or a blocked account ends access at once. Until the account is finalised, only the
 * routes that finalise it are open.
 */
export const authenticate =
  (ctx: AppContext, options: { allowUnfinalised?: boolean } = {}) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const verified = await ctx.tokens.verify(token);
    if (!verified) throw unauthenticated('Invalid token');
    const { db } = ctx.database;

    const refreshWindowMs = (ctx.config.sessions.accessTokenTtlMinutes * 60_000) / 3;
    const needsRefresh = verified.expired || verified.expiresAt.getTime() - Date.now() < refreshWindowMs;
    const refreshToken = headerValue(request, REFRESH_TOKEN_HEADER);
    if (needsRefresh && refreshToken) {
      const outcome = await refreshSession({ ...ctx, db }, verified.claims, refreshToken);
      if (outcome.kind === 'refused') throw unauthenticated('Session ended');
      if (outcome.kind === 'rotated') {
        reply.header('set-authorization', outcome.tokens.accessToken);
        reply.header(SET_REFRESH_TOKEN_HEADER, outcome.tokens.refreshToken);
      }
    } else if (verified.expired) {
      throw unauthenticated('Token expired');
    }

    const session = await findOpenSession(db, verified.claims);
    if (!session) throw unauthenticated('Session ended');
    if (session.must_init_account && !options.allowUnfinalised) {
      throw new AppError(403, 'ACCOUNT_NOT_FINALISED', 'The account must be finalised first');
    }
    request.auth = verified.claims;
  };

export const requireAuth = (request: FastifyRequest): AccessClaims => {
  if (!request.auth) throw unauthenticated();
  return request.auth;
};
