import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account } from '../../../common/api/account';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { THROTTLED_GUESS, THROTTLED_MAIL, serveCall } from '../../http/serveCall';
import { requireAuth } from '../../auth/authenticate';
import { resetPassword } from './passwordReset';
import { changePassword, currentUser, finalizeAccount, requestPasswordReset, unblockUser } from './service';

/** The signed-in user's account, and the way back into it. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['account'];

    serveCall(app, ctx, account.current, { tags }, async (request) => ({
      data: await currentUser(ctx, requireAuth(request).userId),
    }));
    serveCall(app, ctx, account.changePassword, { tags }, async (request) => {
      await changePassword(ctx, requireAuth(request), request.body, request.ip);
    });
    serveCall(
      app,
      ctx,
      account.finalize,
      { tags, summary: 'Choose a password and accept the terms of a new account' },
      async (request) => ({ data: await finalizeAccount(ctx, requireAuth(request).userId, request.body.password) }),
    );
    serveCall(
      app,
      ctx,
      account.reinitPassword,
      {
        tags,
        summary: 'Email a single-use link to choose a new password; the same answer for any login',
        description: THROTTLED_MAIL,
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.login, request.ip);
        return {};
      },
    );
    serveCall(app, ctx, account.resetPassword, { tags, description: THROTTLED_GUESS }, async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password, request.ip);
    });
    serveCall(app, ctx, account.unblockUser, { tags }, async (request) => {
      await unblockUser(ctx, await accessOf(ctx, request), request.params.id);
    });
  };
