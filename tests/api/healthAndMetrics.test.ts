import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health } from '../../common/api/platform';
import { users } from '../../common/api/rights';
import { buildApp } from '../../server/app';
import { MAIL_SEND } from '../../server/messaging/outbox';
import { apiAs, refused as refusedWith } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

const METRICS_TOKEN = 'metrics-token-of-this-test-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN });
});
afterAll(() => server?.close());

/** `/metrics` and `/api/docs`, which no declaration of common/api holds: raw calls. */
const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });
const scrape = async () => {
  const response = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(response.status).toBe(200);
  return response.text();
};

describe('health probes', () => {
  it('says the process is alive on /health/live and /health', async () => {
    for (const declaration of [health.live, health.liveShort]) {
      const response = await apiAs(server)(declaration);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
    }
  });

  it('says on /health/ready and /ready that the database, its migrations, the job queue and the blob store answer', async () => {
    for (const declaration of [health.ready, health.readyShort]) {
      const response = await apiAs(server)(declaration);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', jobs: 'ok', blobs: 'ok', eventLoop: 'ok' },
      });
    }
  });

  it('answers 503 naming the migrations when the database lacks one this code knows', async () => {
    const { db } = server.ctx.database;
    const [last] = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`
      .execute(db)
      .then((r) => r.rows);
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(db);
    try {
      const response = await apiAs(server)(health.ready);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'failed', jobs: 'ok', blobs: 'ok', eventLoop: 'ok' },
      });
      expect((await apiAs(server)(health.live)).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(db);
    }
    expect((await apiAs(server)(health.ready)).status).toBe(200);
  });
});

describe('Prometheus metrics', () => {
  it('are refused without the token, or with another one', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of refused) {
      const response = await get('/metrics', headers);
      expect(refusedWith({ status: response.status, body: await response.json() }, 401).error.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it('are not served at all without METRICS_TOKEN: 404 like any unknown path, and not in the API document', async () => {
    const config = { ...server.ctx.config, operations: { ...server.ctx.config.operations, metricsToken: undefined } };
    const app = await buildApp({ ...server.ctx, config }, { logStream: new PassThrough() });
    try {
      const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
    const doc = await (await get('/api/docs')).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('time each call under its route pattern, method and status class, not its URL', async () => {
    const { token } = await loginAs(server, 'admin');
    const { id: userId } = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await apiAs(server, token)(users.get, { params: { id: userId } })).status).toBe(200);
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/user-directory\/desk-user\/login",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/user-directory\/desk-user\/:id",status_class="2xx"\} 1\n/,
    );
    expect(text).not.toContain(userId);
  });

  it('count jobs per queue and state, and the failures of the jobs this process ran', async () => {
    // A job whose data the database refuses (not a UUID) fails for good on its one try.
    await server.ctx.boss.send(MAIL_SEND, { messageId: 'not-a-uuid' }, { retryLimit: 0 });
    await expect
      .poll(async () => /liasse_job_failures_total\{queue="mail.send"\} 1\n/.test(await scrape()), { timeout: 30_000 })
      .toBe(true);
    const text = await scrape();
    expect(text).toMatch(/liasse_job_queue_jobs\{queue="mail.send",state="failed"\} 1\n/);
    expect(text).toMatch(/liasse_job_queue_jobs\{queue="campaigns.split",state="created"\} 0\n/);
  });

  it("show the process's memory and event-loop delay, and the connection pool on PostgreSQL", async () => {
    const text = await scrape();
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    if (server.ctx.database.kind === 'postgres') expect(text).toMatch(/liasse_db_pool_connections \d+/);
    else expect(text).not.toContain('liasse_db_pool_connections');
  });
});
