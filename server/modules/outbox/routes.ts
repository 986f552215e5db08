import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../../../common/api/outbox';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { searchOutbox } from './service';

/** Mounted on the desk base: the messages the portal sent, or holds when no SMTP server is set. */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCall(app, ctx, outbox.search, { tags: ['outbox'] }, async (request) =>
      searchOutbox(ctx, await accessOf(ctx, request), request.body),
    );
  };
