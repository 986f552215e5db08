import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { ZLoginRequest, ZLoginResponse } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { authenticate, requireAuth } from './authenticate';
import { login, logout } from './service';

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
          summary: 'Log in; the access token is returned in the set-authorization header',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { token, user } = await login(ctx, request.body);
        reply.header('set-authorization', token);
        return { data: user };
      },
    );

    app.post(
      `/${product}-user/logout`,
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['session'],
          summary: 'End the current session',
          response: { 204: z.null(), 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        await logout(ctx, requireAuth(request).sessionId);
        return reply.status(204).send(null);
      },
    );
  };
