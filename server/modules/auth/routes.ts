import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../common/errors';
import { ZLoginRequest, ZLoginResponse } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { noContent, ZNoContent } from '../../http/routeKit';
import { SET_REFRESH_TOKEN_HEADER, authenticate, requireAuth } from './authenticate';
import { login, logout } from './service';
import type { IssuedTokens } from './sessions';

const sendTokens = (reply: FastifyReply, tokens: IssuedTokens) =>
  reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);

/** Mounted on the user-directory base. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const product = ctx.config.productCode;

    app.post(
      `/${product}-user/login`,
      {
        schema: {
          tags: ['session'],
          summary: 'Log in; the tokens come back in the set-authorization and set-refresh-token headers',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { tokens, user } = await login(ctx, request.body, request.ip);
        sendTokens(reply, tokens);
        return { data: user };
      },
    );

    app.post(
      `/${product}-user/logout`,
      {
        onRequest: authenticate(ctx, { allowUnfinalised: true }),
        schema: {
          tags: ['session'],
          summary: 'End the current session',
          response: { 204: ZNoContent, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        await logout(ctx, requireAuth(request).sessionId);
        await logout(ctx, requireAuth(request).sessionId);
        ctx.stylesheetPass.give(reply, null);
        return noContent(reply);
      },
    );
  };
