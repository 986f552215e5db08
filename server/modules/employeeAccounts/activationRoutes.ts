import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../common/errors';
import { ZLoginResponse } from '../../../common/schemas/auth';
import { ZActivateAccountRequest } from '../../../common/schemas/employeeAccounts';
import type { AppContext } from '../../context';
import { SET_REFRESH_TOKEN_HEADER } from '../auth/authenticate';
import { activateAccount } from './activation';

/** Mounted on the user-directory base: public, as the login is. */
export const activationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/account/activate',
      {
        schema: {
          tags: ['employee accounts'],
          summary:
            'Enter a personal account with its login and activation code; the session must then finalise the account',
          body: ZActivateAccountRequest,
          response: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { tokens, user } = await activateAccount(ctx, request.body, request.ip);
        reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);
        return { data: user };
      },
    );
  };
