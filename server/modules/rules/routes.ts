import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessRules } from '../../../common/api/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { deleteRule, getRule, saveRule, searchRules } from './service';

/** Access rules, for the Manage rights feature. */
export const ruleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const docs = { tags: ['rights'] };

    serveCall(app, ctx, accessRules.search, docs, async (request) =>
      searchRules(ctx, await accessOf(ctx, request), request.body),
    );
    serveCall(app, ctx, accessRules.get, docs, async (request) => ({
      data: await getRule(ctx, await accessOf(ctx, request), request.params.id),
    }));
    serveCall(app, ctx, accessRules.create, docs, async (request) => ({
      data: await saveRule(ctx, await accessOf(ctx, request), request.body),
    }));
    serveCall(app, ctx, accessRules.update, docs, async (request) => ({
      data: await saveRule(ctx, await accessOf(ctx, request), request.body, request.params.id),
    }));
    serveCall(app, ctx, accessRules.delete, docs, async (request) => {
      await deleteRule(ctx, await accessOf(ctx, request), request.params.id);
    });
  };
