import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userGroups } from '../../../common/api/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { deleteGroup, getGroup, saveGroup, searchGroups } from './service';

/** User groups, for the Manage rights feature. */
export const groupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const docs = { tags: ['rights'] };

    serveCall(app, ctx, userGroups.search, docs, async (request) =>
      searchGroups(ctx, await accessOf(ctx, request), request.body),
    );
    serveCall(app, ctx, userGroups.get, docs, async (request) => ({
      data: await getGroup(ctx, await accessOf(ctx, request), request.params.id),
    }));
    serveCall(app, ctx, userGroups.create, docs, async (request) => ({
      data: await saveGroup(ctx, await accessOf(ctx, request), request.body),
    }));
    serveCall(app, ctx, userGroups.update, docs, async (request) => ({
      data: await saveGroup(ctx, await accessOf(ctx, request), request.body, request.params.id),
    }));
    serveCall(app, ctx, userGroups.delete, docs, async (request) => {
      await deleteGroup(ctx, await accessOf(ctx, request), request.params.id);
    });
  };
