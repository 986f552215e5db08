import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { health } from '../../../common/api/platform';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { PURGE_EXPIRED } from '../../jobs/purgeExpired';

/** /health: the process answers. /ready: the database, the job queue and the blob store answer too. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['health'];
    serveCall(app, ctx, health.live, { tags }, async () => ({ status: 'ok' as const }));
    serveCall(app, ctx, health.ready, { tags }, async (request, reply) => {
      const checks: Record<string, string> = {};
      const probe = async (name: string, check: () => Promise<unknown>) => {
        try {
          await check();
          checks[name] = 'ok';
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          checks[name] = 'failed';
        }
      };
      await probe('database', () => sql`select 1`.execute(ctx.database.db));
      await probe('jobs', () =>
        ctx.boss.getQueue(PURGE_EXPIRED).then((queue) => queue ?? Promise.reject(new Error('no queue'))),
      );
      await probe('blobs', () => ctx.blobs.check());
      const ready = Object.values(checks).every((status) => status === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    });
  };
