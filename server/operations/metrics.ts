import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context';
import type { PoolUsage } from '../db/engine';
import { AppError } from '../http/errors';
import { jobQueueSizes } from './jobQueueSizes';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the call carries `Authorization: Bearer <token>`, compared in constant time. */
const carriesToken = (request: FastifyRequest, token: string) => {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
};

/** The metrics of the process (memory, event-loop delay, GC…) and of the portal, in one registry per app. */
const createRegistry = (app: FastifyInstance, ctx: AppContext): Registry => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a call, per route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        // The pattern, not the URL: one series per route, however many ids the URLs carry.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'liasse_job_queue_jobs',
    help: 'Jobs per queue and state (created, retry, active, failed), across every process of the database',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const { queue, state, jobs } of await jobQueueSizes(ctx.database.db)) this.set({ queue, state }, jobs);
      } catch (error) {
        // A scrape during a database outage still serves the process's own figures.
        app.log.warn({ err: error }, 'job queue sizes unavailable for the metrics');
      }
    },
  });

  new Counter({
    name: 'liasse_job_failures_total',
    help: 'Failures of jobs run by this process, per queue',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, failures] of ctx.jobFailures) this.inc({ queue }, failures);
    },
  });

  const poolUsage = ctx.database.poolUsage;
  if (poolUsage) {
    const poolGauge = (name: string, help: string, read: (usage: PoolUsage) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolUsage()));
        },
      });
    poolGauge('liasse_db_pool_connections', 'Connections open to PostgreSQL', (usage) => usage.total);
    poolGauge('liasse_db_pool_idle_connections', 'Connections open to PostgreSQL and idle', (usage) => usage.idle);
    poolGauge('liasse_db_pool_waiting_queries', 'Queries waiting for a connection', (usage) => usage.waiting);
  }
  return registry;
};

/**
 * Prometheus metrics at /metrics, for a scraper holding METRICS_TOKEN. Without that setting the
 * path is not served at all (404, like any unknown path) and nothing is measured.
 */
export const registerMetrics = (app: FastifyInstance, ctx: AppContext): void => {
  const token = ctx.config.operations.metricsToken;
  if (!token) return;
  const registry = createRegistry(app, ctx);
  // Not a call of the API: its answer is Prometheus's text format, for operators, not the front end.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request, token)) {
      throw new AppError(401, 'UNAUTHENTICATED', 'The metrics need their Bearer token', undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
