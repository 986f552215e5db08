import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account } from '../../../common/api/account';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { SET_REFRESH_TOKEN_HEADER } from '../../auth/authenticate';
import { activateAccount } from './activation';

/** Public, as the login is. */
export const activationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCall(
      app,
      ctx,
      account.activate,
      {
        tags: ['employee accounts'],
        summary:
          'Enter a personal account with its login and activation code; the session must then finalise the account',
      },
      async (request, reply) => {
        const { tokens, user } = await activateAccount(ctx, request.body, request.ip);
        reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);
        return { data: user };
      },
    );
  };
