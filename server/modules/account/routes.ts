import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import {
  ZChangePasswordRequest,
  ZCurrentUserResponse,
  ZFinalizeAccountRequest,
  ZReinitPasswordRequest,
  ZResetPasswordRequest,
} from '../../../common/schemas/auth';
import { ZIdParams } from '../../../common/schemas/ids';
import { accessOf, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { changePassword, currentUser, finalizeAccount, requestPasswordReset, unblockUser } from './service';
import { resetPassword } from './passwordReset';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** Mounted on the user-directory base: the signed-in user's account, and the way back into it. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/current',
      {
        onRequest: authenticate(ctx, { allowUnfinalised: true }),
        schema: { tags: ['account'], response: { 200: ZCurrentUserResponse, ...errors } },
      },
      async (request) => ({ data: await currentUser(ctx, requireAuth(request).userId) }),
    );

    app.post(
      '/users/change-password',
      {
        onRequest: authenticate(ctx),
        schema: { tags: ['account'], body: ZChangePasswordRequest, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await changePassword(ctx, requireAuth(request), request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/user/current/finalize',
      {
        onRequest: authenticate(ctx, { allowUnfinalised: true }),
        schema: {
          tags: ['account'],
          summary: 'Choose a password and accept the terms of a new account',
          body: ZFinalizeAccountRequest,
          response: { 200: ZCurrentUserResponse, ...errors },
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
          body: ZReinitPasswordRequest,
          response: { 202: z.object({}), 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(ctx, request.body.login);
        return reply.status(202).send({});
      },
    );

    app.post(
      '/reinit-password/confirm',
      { schema: { tags: ['account'], body: ZResetPasswordRequest, response: { 204: z.null(), 400: ZErrorBody } } },
      async (request, reply) => {
        await resetPassword(ctx, request.body.token, request.body.password);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/user/:id/unblock',
      {
        onRequest: authenticate(ctx),
        preValidation: requireFeature(ctx, 'USERS_EDIT'),
        schema: { tags: ['account'], params: ZIdParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await unblockUser(ctx, await accessOf(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
