import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { account } from '../../common/api/account';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { seedDemoTenant } from '../../server/db/seed/demo';
import { startChorusSimulator } from '../../server/modules/chorus/simulator/chorusSimulator';
import { openContext, type RunningContext } from '../../server/start';
import { apiAs, pathOf, type ApiServer } from './api';
import { createTestDatabaseUrl } from './testDatabase';

export type TestServer = {
  url: string;
  ctx: RunningContext;
  app: FastifyInstance;
  /** Every log line the server (and its job runner) wrote. */
  logs: () => string;
  /** Failures outside requests (database connections lost, job queue errors), as the server heard them. */
  backgroundErrors: { error: Error; source: 'database' | 'jobs' }[];
  close: () => Promise<void>;
};

/** The real application on a fresh database, listening on a free loopback port. */
export const startTestServer = async (
  env: Record<string, string> = {},
  options: { frontEndDir?: string; routeDatabaseUrl?: (url: string) => string } = {},
): Promise<TestServer> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-test-'));
  const database = await createTestDatabaseUrl('seeded');
  const databaseUrl = database.url && (options.routeDatabaseUrl?.(database.url) ?? database.url);
  // A test never reaches the real PISTE: its sandbox and production are a simulator on loopback.
  const piste = await startChorusSimulator();
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    CHORUS_SANDBOX_OAUTH_URL: piste.oauthUrl,
    CHORUS_SANDBOX_API_URL: piste.apiUrl,
    CHORUS_PRODUCTION_OAUTH_URL: piste.oauthUrl,
    CHORUS_PRODUCTION_API_URL: piste.apiUrl,
    // The test's own synchronous work (building fixtures) stalls the loop the server shares with
    // it, which a production process never does: overload is off, save where a test turns it on.
    OVERLOAD_EVENT_LOOP_MS: '0',
    // The collectors' real peers listen on loopback, which production refuses (tests/api/outboundGuard.test.ts).
    REMOTE_HOSTS_ALLOWED: '127.0.0.1,::1',
    ...env,
  });
  // Without a built front end of its own, a test server serves none.
  config.frontEndDir = options.frontEndDir ?? path.join(dataDir, 'no-front-end');
  const backgroundErrors: TestServer['backgroundErrors'] = [];
  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk) => (logText += chunk.toString()));
  const ctx = await openContext(config, {
    inMemory: true,
    pgliteSnapshot: database.pgliteSnapshot,
    onError: (error, source) => backgroundErrors.push({ error, source }),
    logStream,
  });
  if (database.holds !== 'seeded') await seedDemoTenant(ctx.database.db);
  const app = await buildApp(ctx, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    app,
    logs: () => logText,
    backgroundErrors,
    close: async () => {
      await app.close();
      await ctx.close();
      await piste.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** What the HTTP helpers need of a server: where it answers (a test server, or any process listening). */
export type HttpServer = Pick<TestServer, 'url'>;

export const loginPath = pathOf(account.login);

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Signs `login` in through the login call: the session's tokens and the login answer. */
export const loginAs = async (server: ApiServer, login: string, password = 'Liasse-Demo-1') => {
  const answer = await apiAs(server)(account.login, { body: { login, password } });
  if (answer.status !== 200) throw new Error(`login ${login} failed with ${answer.status}`);
  return {
    token: answer.headers.get('set-authorization')!,
    refreshToken: answer.headers.get('set-refresh-token')!,
    body: answer.body,
  };
};

type CallOptions = { token?: string; refreshToken?: string; body?: unknown; method?: string; ip?: string };

/** One call to the server as the front end makes it: JSON, Bearer token, Refresh-Token. */
export const call = (server: HttpServer, path: string, options: CallOptions = {}) => {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refreshToken) headers['refresh-token'] = options.refreshToken;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
};

export const currentUserPath = pathOf(account.current);
