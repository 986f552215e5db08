import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { health } from '../../../common/api/platform';
import type { AppContext } from '../../context';
import { pendingMigrations } from '../../db/migrate';
import { serveCall } from '../../http/serveCall';
import { PURGE_EXPIRED } from '../../jobs/purgeExpired';

/**
 * Liveness: the process answers. Readiness: the database, the blob store and the job queue answer
 * too, the database has every migration this code knows, and the process is not overloaded (else
 * the answer names what failed).
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['health'];
    const live = async () => ({ status: 'ok' as const });
    const ready = async (request: FastifyRequest, reply: FastifyReply) => {
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
      await probe('migrations', async () => {
        const pending = await pendingMigrations(ctx.database.db);
        if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
      });
      await probe('jobs', () =>
        ctx.boss.getQueue(PURGE_EXPIRED).then((queue) => queue ?? Promise.reject(new Error('no queue'))),
      );
      await probe('blobs', () => ctx.blobs.check());
      // Overloaded (server/operations/overload.ts): a load balancer sends the calls elsewhere meanwhile.
      await probe('eventLoop', async () => {
        if (app.isUnderPressure()) throw new Error('the event loop lags past OVERLOAD_EVENT_LOOP_MS');
      });
      const isReady = Object.values(checks).every((status) => status === 'ok');
      return reply.status(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable', checks });
    };
    serveCall(app, ctx, health.live, { tags }, live);
    serveCall(app, ctx, health.liveShort, { tags }, live);
    serveCall(app, ctx, health.ready, { tags }, ready);
    serveCall(app, ctx, health.readyShort, { tags }, ready);
  };
