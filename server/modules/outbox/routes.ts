import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../common/errors';
import { ZOutboxSearch, ZOutboxSearchResponse } from '../../../common/schemas/outbox';
import { requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate, requireAuth } from '../auth/authenticate';

/** Mounted on the desk base: the messages the portal sent, or holds when no SMTP server is set. */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/outbox-messages',
      {
        onRequest: authenticate(ctx),
        preValidation: requireFeature(ctx, 'RIGHTS_MANAGE'),
        schema: {
          tags: ['outbox'],
          body: ZOutboxSearch,
          response: { 200: ZOutboxSearchResponse, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const { limit, page } = request.body;
        const { db } = ctx.database;
        const [messages, total] = await Promise.all([
          db
            .selectFrom('mail_outbox')
            .select([
              'id',
              'recipient',
              'subject',
              'body_text as text',
              'status',
              'error',
              'created_at as createdAt',
              'sent_at as sentAt',
            ])
            .where('customer_id', '=', customerId)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset((page - 1) * limit)
            .execute(),
          db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', customerId)
            .executeTakeFirstOrThrow(),
        ]);
        return { messages, count: total.count };
      },
    );
  };
