import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../common/api/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { createUser, deleteUser, getUser, searchUsers, updateUser } from './service';

/** The portal's users, as the rights administration sees them. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const docs = { tags: ['rights'] };

    serveCall(app, ctx, users.search, docs, async (request) =>
      searchUsers(ctx, await accessOf(ctx, request), request.body),
    );
    serveCall(app, ctx, users.get, docs, async (request) => ({
      data: await getUser(ctx, await accessOf(ctx, request), request.params.id),
    }));
    serveCall(app, ctx, users.create, docs, async (request) => ({
      data: await createUser(ctx, await accessOf(ctx, request), request.body),
    }));
    serveCall(app, ctx, users.update, docs, async (request) => ({
      data: await updateUser(ctx, await accessOf(ctx, request), request.params.id, request.body),
    }));
    serveCall(app, ctx, users.delete, docs, async (request) => {
      await deleteUser(ctx, await accessOf(ctx, request), request.params.id);
    });
  };
