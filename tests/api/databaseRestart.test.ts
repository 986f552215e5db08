import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { organizations } from '../../common/api/organizations';
import { health } from '../../common/api/platform';
import { users } from '../../common/api/rights';
import { ZErrorBody } from '../../common/errors';
import { PURGE_EXPIRED } from '../../server/jobs/purgeExpired';
import { startRelayedServer, type RelayedServer } from '../support/relayedServer';
import type { TcpProxy } from '../support/tcpProxy';
import { apiAs } from '../support/api';
import { loginAs, type TestServer } from '../support/testServer';

// A database restart or failover only exists on PostgreSQL. An error the process fails to handle
// (a pool's or a client's 'error' event) is an uncaught exception, and vitest fails the run on it.
describe.skipIf(!process.env.DATABASE_URL)('the portal across a database restart', () => {
  let relayed: RelayedServer;
  let server: TestServer;
  let proxy: TcpProxy;
  let token: string;

  beforeAll(async () => {
    // The portal reaches PostgreSQL through a relay the test can cut, as a restart or failover would.
    relayed = await startRelayedServer({ TRUST_PROXY: '1' });
    ({ server, proxy } = relayed);
    token = (await loginAs(server, 'admin')).token;
  });
  afterAll(() => relayed?.close());

  const terminateBackends = () => relayed.terminateBackends();

  let addresses = 0;
  const newAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

  type Outcome = { what: string; status: number; code?: string };

  /** Calls the front end makes, reading and writing the database, anonymous and signed in. */
  const calls: { what: string; send: () => Promise<{ status: number; body: unknown }> }[] = [
    { what: 'current user', send: () => apiAs(server, token)(account.current) },
    { what: 'user search', send: () => apiAs(server, token)(users.search, { body: { search: 'a' } }) },
    { what: 'organisation search', send: () => apiAs(server, token)(organizations.search, { body: {} }) },
    // Each from an address of its own, so the address limit on failed logins stays out of the way.
    {
      what: 'failed login',
      send: () =>
        apiAs(server)(
          account.login,
          { body: { login: 'nobody', password: 'x' } },
          { headers: { 'x-forwarded-for': newAddress() } },
        ),
    },
    { what: 'readiness', send: () => apiAs(server)(health.readyShort) },
  ];

  /** One call; status 0 when the portal does not answer at all (the process died). */
  const send = async (index: number): Promise<Outcome> => {
    const { what, send: request } = calls[index % calls.length]!;
    try {
      const response = await request();
      // The code of an error of the project's shape; none for any other answer.
      const error = ZErrorBody.safeParse(response.body);
      return { what, status: response.status, code: error.success ? error.data.error.code : undefined };
    } catch {
      return { what, status: 0 };
    }
  };

  /** Keeps `workers` calls in flight while `during` runs; returns every outcome. */
  const underLoad = async (workers: number, during: () => Promise<void>) => {
    const outcomes: Outcome[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; running; i += workers) outcomes.push(await send(i));
    });
    try {
      await during();
    } finally {
      running = false;
      await Promise.all(loops);
    }
    return outcomes;
  };

  /** 503 SERVICE_UNAVAILABLE (or /ready's own 503) is the only failure a restart may cause. */
  const expectOnlyCleanOutcomes = (outcomes: Outcome[]) => {
    const unexpected = outcomes.filter((outcome) =>
      outcome.status === 503
        ? outcome.code !== 'SERVICE_UNAVAILABLE' && outcome.what !== 'readiness'
        : outcome.status === 0 || outcome.status >= 500,
    );
    expect(unexpected).toEqual([]);
  };

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const everyCallSucceeds = async () => {
    for (let i = 0; i < calls.length; i++) {
      const outcome = await send(i);
      expect(outcome.status, outcome.what).toBe(outcome.what === 'failed login' ? 401 : 200);
    }
  };

  it('answers 503 at worst while its connections are terminated under load, and normally afterwards', async () => {
    let terminated = 0;
    const outcomes = await underLoad(6, async () => {
      for (let round = 0; round < 5; round++) {
        await pause(400);
        terminated += await terminateBackends();
      }
      await pause(400);
    });

    expect(terminated).toBeGreaterThan(5);
    // Idle connections ended too: the pool told the server, which logs them.
    expect(server.backgroundErrors.some(({ source }) => source === 'database')).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(20);
    expectOnlyCleanOutcomes(outcomes);
    await everyCallSucceeds();
  });

  it('answers 503 while the database is away, says so on /ready, and recovers when it is back', async () => {
    const whileAway: Record<string, { status: number; body: unknown }> = {};
    const outcomes = await underLoad(3, async () => {
      await proxy.cut();
      await pause(1500);
      for (const [name, declaration] of [
        ['current', account.current],
        ['ready', health.readyShort],
      ] as const) {
        const response = await apiAs(server, token)(declaration);
        whileAway[name] = { status: response.status, body: response.body };
      }
      await proxy.restore();
      await pause(1000);
    });
    expect(whileAway.current).toEqual({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } },
    });
    expect(whileAway.ready).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: expect.objectContaining({ database: 'failed' }) },
    });
    expect(outcomes.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    expectOnlyCleanOutcomes(outcomes);
    await everyCallSucceeds();

    // The job workers polled through the outage and still work.
    const { boss } = server.ctx;
    const jobId = await boss.send(PURGE_EXPIRED, {});
    await expect
      .poll(async () => (await boss.getJobById(PURGE_EXPIRED, jobId!))?.state, { timeout: 20_000 })
      .toBe('completed');
  });
});
