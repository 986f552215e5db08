import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../common/errors';
import {
  ZChangePasswordRequest,
  ZCurrentUserResponse,
  ZFinalizeAccountRequest,
  ZReinitPasswordRequest,
  ZReinitPasswordResponse,
  ZResetPasswordRequest,
} from '../../../common/schemas/auth';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { ERRORS, gate, noContent, THROTTLED_GUESS, THROTTLED_MAIL, ZId, ZNoContent } from '../../http/routeKit';
import { requireAuth } from '../auth/authenticate';
import { changePassword, currentUser, finalizeAccount, requestPasswordReset, unblockUser } from './service';
import { resetPassword } from './passwordReset';

/** Mounted on the user-directory base: the signed-in user's account, and the way back into it. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/current',
      {
        ...gate(ctx, undefined, { allowUnfinalised: true }),
        schema: { tags: ['account'], response: { 200: ZCurrentUserResponse, ...ERRORS } },
      },
      async (request) => ({ data: await currentUser(ctx, requireAuth(request).userId) }),
    );

    app.post(
      '/users/change-password',
      {
        ...gate(ctx),
        schema: { tags: ['account'], body: ZChangePasswordRequest, response: { 204: ZNoContent, ...ERRORS } },
      },
      async (request, reply) => {
        await changePassword(ctx, requireAuth(request), request.body, request.ip);
        return noContent(reply);
      },
    );

    app.post(
      '/user/current/finalize',
      {
        ...gate(ctx, undefined, { allowUnfinalised: true }),
        schema: {
          tags: ['account'],
          summary: 'Choose a password and accept the terms of a new account',
          body: ZFinalizeAccountRequest,
          response: { 200: ZCurrentUserResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await finalizeAccount(ctx, requireAuth(request).userId, request.body.password) }),
    );

    app.post(
      '/reinit-password',
      {
        schema: {
          tags: ['account'],
          summary: 'Email a single-use link to choose a new password; the same answer for any login',
          description: THROTTLED_MAIL,
          body: ZReinitPasswordRequest,
          response: { 202: ZReinitPasswordResponse, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(ctx, request.body.login, request.ip);
        return reply.status(202).send({});
      },
    );

    app.post(
      '/reinit-password/confirm',
      {
        schema: {
          tags: ['account'],
          description: THROTTLED_GUESS,
          body: ZResetPasswordRequest,
          response: { 204: ZNoContent, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        await resetPassword(ctx, request.body.token, request.body.password, request.ip);
        return noContent(reply);
      },
    );

    app.post(
      '/user/:id/unblock',
      {
        ...gate(ctx, 'USERS_EDIT'),
        schema: { tags: ['account'], params: ZId, response: { 204: ZNoContent, ...ERRORS } },
      },
      async (request, reply) => {
        await unblockUser(ctx, await accessOf(ctx, request), request.params.id);
        return noContent(reply);
      },
    );
  };
