import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOutboxSearch, ZOutboxSearchResponse } from '../../../common/schemas/outbox';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { ERRORS, gate } from '../../http/routeKit';
import { searchOutbox } from './service';

/** Mounted on the desk base: the messages the portal sent, or holds when no SMTP server is set. */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/outbox-messages',
      {
        ...gate(ctx, 'RIGHTS_MANAGE'),
        schema: { tags: ['outbox'], body: ZOutboxSearch, response: { 200: ZOutboxSearchResponse, ...ERRORS } },
      },
      async (request) => searchOutbox(ctx, await accessOf(ctx, request), request.body),
    );
  };
