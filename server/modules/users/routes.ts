import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeskUserCreate,
  ZDeskUserPage,
  ZDeskUserResponse,
  ZDeskUserSearch,
  ZDeskUserUpdate,
} from '../../../common/schemas/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { createUser, deleteUser, getUser, searchUsers, updateUser } from './service';

/** Mounted on the user-directory base: the portal's users, as the rights administration sees them. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const product = ctx.config.productCode;
    const tags = ['rights'];

    app.post(
      `/${product}-users`,
      {
        ...gate(ctx, 'USERS_LIST'),
        schema: { tags, body: ZDeskUserSearch, response: { 200: ZDeskUserPage, ...ERRORS } },
      },
      async (request) => searchUsers(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      `/${product}-user/:id`,
      { ...gate(ctx, 'USERS_LIST'), schema: { tags, params: ZId, response: { 200: ZDeskUserResponse, ...ERRORS } } },
      async (request) => ({ data: await getUser(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      `/${product}-user`,
      {
        ...gate(ctx, 'USERS_EDIT'),
        schema: { tags, body: ZDeskUserCreate, response: { 201: ZDeskUserResponse, ...ERRORS } },
      },
      async (request, reply) => created(reply, await createUser(ctx, await accessOf(ctx, request), request.body)),
    );
    app.put(
      `/${product}-user/:id`,
      {
        ...gate(ctx, 'USERS_EDIT'),
        schema: { tags, params: ZId, body: ZDeskUserUpdate, response: { 200: ZDeskUserResponse, ...ERRORS } },
      },
      async (request) => ({
        data: await updateUser(ctx, await accessOf(ctx, request), request.params.id, request.body),
      }),
    );
    app.delete(
      `/${product}-user/:id`,
      { ...gate(ctx, 'USERS_DELETE'), schema: { tags, params: ZId, response: { 204: ZNoContent, ...ERRORS } } },
      async (request, reply) => {
        await deleteUser(ctx, await accessOf(ctx, request), request.params.id);
        return noContent(reply);
      },
    );
  };
