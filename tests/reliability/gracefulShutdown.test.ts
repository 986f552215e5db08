import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { startCompiledServer } from '../support/compiledServer';
import { createTestDatabaseUrl } from '../support/testDatabase';
import { loginPath } from '../support/testServer';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-stop-'));
  database = await createTestDatabaseUrl();
});
afterAll(async () => {
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Whether a new connection to the port is refused (the process no longer listens). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/**
 * A login whose body the client sends in two halves, the second when `finish` is called: the
 * call is in flight, on the server's side, from the first half on.
 */
const slowLogin = (port: number, requestId: string) => {
  const body = Buffer.from(JSON.stringify({ login: 'admin', password: DEMO_PASSWORD }));
  const half = Math.floor(body.length / 2);
  const call = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: loginPath,
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      'x-request-id': requestId,
      connection: 'close',
    },
  });
  const answer = new Promise<{ status: number; token?: string }>((resolve, reject) => {
    call.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, token: response.headers['set-authorization'] as string }),
      );
    });
    call.on('error', reject);
  });
  call.write(body.subarray(0, half));
  return { answer, finish: () => call.end(body.subarray(half)) };
};

const serverEnv = (shutdownSeconds: string) => ({
  DATA_DIR: dataDir,
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  SEED_DEMO: 'true',
  SHUTDOWN_SECONDS: shutdownSeconds,
});

/** A compiled server with a call in flight whose body never ends, once the server has that call. */
const serverWithStuckCall = async (shutdownSeconds: string) => {
  const server = startCompiledServer(serverEnv(shutdownSeconds));
  slowLogin(await server.port, 'stuck-login').answer.catch(() => {});
  await server.logged((line) => line.requestId === 'stuck-login' && line.msg === 'incoming request');
  return server;
};

describe('a graceful stop of the compiled server', () => {
  it('on SIGTERM refuses new connections, finishes the call in flight with 200, and exits 0', async () => {
    const server = startCompiledServer(serverEnv('60'));
    try {
      const port = await server.port;
      const login = slowLogin(port, 'in-flight-login');
      await server.logged((line) => line.requestId === 'in-flight-login' && line.msg === 'incoming request');

      server.child.kill('SIGTERM');
      await expect.poll(() => refusesConnections(port), { timeout: 30_000 }).toBe(true);
      login.finish();

      const answer = await login.answer;
      expect(answer.status).toBe(200);
      expect(answer.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await server.exit).toBe(0);
      expect(server.lines.map((line) => line.msg)).toContain('closed');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 240_000);

  it('exits 1 when what it waits for outlasts SHUTDOWN_SECONDS', async () => {
    const server = await serverWithStuckCall('1');
    try {
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(1);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 240_000);

  it('exits 1 at once on a second signal', async () => {
    const server = await serverWithStuckCall('600');
    try {
      server.child.kill('SIGTERM');
      await server.logged((line) => line.msg?.includes('closing') ?? false);
      server.child.kill('SIGINT');
      expect(await server.exit).toBe(1);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 240_000);
});
