import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account } from '../../../common/api/account';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { SET_REFRESH_TOKEN_HEADER, requireAuth } from '../../auth/authenticate';
import { login, logout } from './service';

/** Signing in and out. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['session'];

    serveCall(
      app,
      ctx,
      account.login,
      { tags, summary: 'Log in; the tokens come back in the set-authorization and set-refresh-token headers' },
      async (request, reply) => {
        const { tokens, user } = await login(ctx, request.body, request.ip);
        reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);
        return { data: user };
      },
    );
    serveCall(app, ctx, account.logout, { tags, summary: 'End the current session' }, async (request, reply) => {
      await logout(ctx, requireAuth(request).sessionId);
      ctx.stylesheetPass.give(reply, null);
    });
  };
