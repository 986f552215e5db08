import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectors } from '../../../common/api/collectors';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { notFound } from '../../http/errors';
import { catalogue, catalogueEntry } from './catalogue';
import { queueCollect } from './jobs';
import { findVisibleSubscription, subscriptionPage } from './queries';
import { itemPage, runPage } from './runLog';
import { addSubscription, collectableSubscription, deleteSubscription, updateSubscription } from './subscriptions';

/** Mounted on the desk base: collectors (spec sections 3 to 8, issue 26). */
export const collectorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['collectors'];
    const { db } = ctx.database;
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);
    /** A subscription the caller sees, else 404. */
    const visible = async (request: Parameters<typeof accessOf>[1], id: string) => {
      const subscription = await findVisibleSubscription(db, await callerOf(request), id);
      if (!subscription) throw notFound('Collector subscription');
      return subscription;
    };

    serveCall(app, ctx, collectors.catalogue, { tags }, async (request) => ({
      collectors: await catalogue(db, await callerOf(request)),
    }));
    serveCall(app, ctx, collectors.byCategory, { tags }, async (request) => ({
      collectors: await catalogue(db, await callerOf(request), request.body.category),
    }));
    serveCall(app, ctx, collectors.get, { tags }, async (request) => ({
      data: await catalogueEntry(db, await callerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      collectors.newRequest,
      {
        tags,
        description:
          'Collects the subscription `{id}` now. 409 fields.id = collector_inactive when it is disabled or has no ' +
          'account. A run already under way is the same run.',
      },
      async (request) => {
        const subscription = await collectableSubscription(ctx, await callerOf(request), request.params.id);
        const jobId = await queueCollect(ctx, { subscriptionId: subscription.id, trigger: 'REQUEST' });
        return { data: { id: subscription.id, queued: jobId !== null } };
      },
    );
    serveCall(app, ctx, collectors.subscriptions, { tags }, async (request) =>
      subscriptionPage(db, await callerOf(request), request.query),
    );
    serveCall(app, ctx, collectors.subscription, { tags }, async (request) => ({
      data: await visible(request, request.params.id),
    }));
    serveCall(
      app,
      ctx,
      collectors.add,
      {
        tags,
        description:
          'Active with at least one account. 400 fields accounts.N.password = collector_password_required for a ' +
          'new account without its password. Passwords are never answered.',
      },
      async (request) => ({ data: await addSubscription(ctx, await callerOf(request), request.body) }),
    );
    serveCall(
      app,
      ctx,
      collectors.update,
      {
        tags,
        description:
          'The accounts given are its accounts: one with its id and a blank password keeps the stored one; one ' +
          'left out is removed; none deactivates the subscription.',
      },
      async (request) => ({
        data: await updateSubscription(ctx, await callerOf(request), request.params.id, request.body),
      }),
    );
    serveCall(
      app,
      ctx,
      collectors.delete,
      { tags, description: '409 fields.id = collector_processing while a run holds it.' },
      async (request) => {
        await deleteSubscription(ctx, await callerOf(request), request.params.id);
      },
    );
    serveCall(app, ctx, collectors.runs, { tags }, async (request) => {
      const subscription = await visible(request, request.params.id);
      return runPage(db, subscription.id, request.body);
    });
    serveCall(app, ctx, collectors.items, { tags }, async (request) => {
      const subscription = await visible(request, request.params.id);
      return itemPage(db, await callerOf(request), subscription.id, request.body);
    });
  };
