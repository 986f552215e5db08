import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectors } from '../../common/api/collectors';
import type { CollectorId } from '../../common/collectors';
import { collectSubscription } from '../../server/modules/collectors/collect';
import { apiAs, refused } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { collectorAccount, makeCollectorSubscription } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

/**
 * Collectors connect where their user aims them: never to the server's own network unless the
 * operator allowed it. The operator here allowed one loopback address, 127.0.0.2, where the
 * "remote" listeners of the open and closed ports live; 127.0.0.1 and ::1 stand for the internal
 * services (a database, a metadata endpoint), each a real listener counting who connects.
 */
const ALLOWED = '127.0.0.2';
const INTERNAL_HOSTS = [
  '127.0.0.1',
  'localhost',
  'LOCALHOST.',
  '::1',
  '[::1]',
  '::ffff:127.0.0.1',
  '0.0.0.0',
  '::',
  '169.254.169.254',
  '10.0.0.5',
  '172.16.4.4',
  '192.168.1.10',
  'fd00::1',
  'fe80::1',
  '224.0.0.1',
  // Other spellings of 127.0.0.1 the resolver understands.
  '2130706433',
  '0177.0.0.1',
];

type Listener = { port: number; connections: () => number; close: () => Promise<void> };

/** A real TCP listener that counts connections, answers junk and hangs up: no protocol it speaks. */
const listen = (host: string): Promise<Listener> =>
  new Promise((resolve, reject) => {
    const sockets = new Set<Socket>();
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
      socket.write('* BYE not here\r\nSSH-2.0-nope\r\n', () => socket.destroy());
    });
    server.once('error', reject);
    server.listen(0, host, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        connections: () => connections,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });

/** A port on `host` that nothing listens on any more. */
const closedPort = async (host: string) => {
  const listener = await listen(host);
  await listener.close();
  return listener.port;
};

let server: TestServer;
let admin: string;
let orgId: string;
let internalV4: Listener;
let internalV6: Listener;

beforeAll(async () => {
  [server, internalV4, internalV6] = await Promise.all([
    startTestServer({ REMOTE_HOSTS_ALLOWED: ALLOWED }),
    listen('127.0.0.1'),
    listen('::1'),
  ]);
  admin = (await loginAs(server, 'admin')).token;
  orgId = (await demoOrganization(server, 'Paris')).id;
});
afterAll(async () => {
  await server?.close();
  await internalV4?.close();
  await internalV6?.close();
});

const api = () => apiAs(server, admin);
const subscriptionOf = async (id: string) => (await api().ok(collectors.subscription, { params: { id } })).data;
const runsOf = async (id: string) => (await api().ok(collectors.runs, { params: { id }, body: { limit: 10 } })).runs;

/** One collection, as the job runs it; an unreachable remote makes the job throw (to be retried). */
const collect = (id: string) =>
  collectSubscription(server.ctx, id, randomUUID(), 'REQUEST').catch((error: unknown) => error);

/** A subscription saved at a name that does not resolve (accepted: it may later), moved in the database to `host`. */
const subscriptionMovedTo = async (collectorId: CollectorId, host: string, port: number) => {
  const subscription = await makeCollectorSubscription(server, admin, {
    orgId,
    collectorId,
    name: `Déplacé vers ${host}`,
    accounts: [collectorAccount({ host: 'collecte.invalid', port })],
  });
  await server.ctx.database.db
    .updateTable('collector_accounts')
    .set({ host })
    .where('subscription_id', '=', subscription.id)
    .execute();
  return subscription.id;
};

describe('a collector account aimed at an internal address', () => {
  it.each(INTERNAL_HOSTS)('is refused at save time under its host field: %s', async (host) => {
    const before = (await api().ok(collectors.subscriptions, { query: { limit: 1 } })).count;
    const answer = await api()(collectors.add, {
      body: {
        orgId,
        collectorId: 'webdav',
        name: 'Interne',
        docType: 'FACT',
        accounts: [collectorAccount({ host, port: internalV4.port }) as never],
      },
    });
    expect(refused(answer, 400).error.fields).toEqual({ 'accounts.0.host': 'collector_host_not_allowed' });
    expect((await api().ok(collectors.subscriptions, { query: { limit: 1 } })).count).toBe(before);
  });

  it('is refused when an existing account is changed to one', async () => {
    const subscription = await makeCollectorSubscription(server, admin, {
      orgId,
      name: 'Changé',
      accounts: [collectorAccount({ host: ALLOWED })],
    });
    const [account] = subscription.accounts;
    const answer = await api()(collectors.update, {
      params: { id: subscription.id },
      body: {
        name: subscription.name,
        docType: subscription.docType,
        intervalMinutes: 60,
        enabled: subscription.enabled,
        accounts: [
          { ...collectorAccount({ host: ALLOWED }), id: account!.id, password: '' } as never,
          collectorAccount({ host: '169.254.169.254', port: 80 }) as never,
        ],
      },
    });
    expect(refused(answer, 400).error.fields).toEqual({ 'accounts.1.host': 'collector_host_not_allowed' });
    expect((await subscriptionOf(subscription.id)).accounts).toHaveLength(1);
  });

  it.each<[CollectorId, string]>([
    ['imap', '127.0.0.1'],
    ['webdav', 'localhost'],
    ['sftp', '::1'],
    ['webdav', '::ffff:127.0.0.1'],
  ])(
    'a %s account moved to %s after it was saved is refused at connection time, and nothing connects',
    async (collectorId, host) => {
      const port = host.includes(':') && !host.includes('.') ? internalV6.port : internalV4.port;
      const before = internalV4.connections() + internalV6.connections();
      const id = await subscriptionMovedTo(collectorId, host, port);
      await collect(id);
      const after = await subscriptionOf(id);
      expect(after).toMatchObject({ state: 'COLLECT_ERROR', lastError: 'address_not_allowed' });
      expect(after.accounts[0]).toMatchObject({ state: 'COLLECT_ERROR', lastError: 'address_not_allowed' });
      expect((await runsOf(id))[0]).toMatchObject({ status: 'FAILED', error: 'address_not_allowed' });
      expect(internalV4.connections() + internalV6.connections()).toBe(before);
    },
  );
});

describe('a failed connection to an allowed host', () => {
  it.each<CollectorId>(['imap', 'sftp', 'webdav'])(
    '%s: an open port that speaks another protocol reads as a closed one; the details go to the log',
    async (collectorId) => {
      const open = await listen(ALLOWED);
      try {
        const closed = await closedPort(ALLOWED);
        const [openId, closedId] = await Promise.all([
          makeCollectorSubscription(server, admin, {
            orgId,
            collectorId,
            name: `Port ouvert ${collectorId}`,
            accounts: [collectorAccount({ host: ALLOWED, port: open.port })],
          }),
          makeCollectorSubscription(server, admin, {
            orgId,
            collectorId,
            name: `Port fermé ${collectorId}`,
            accounts: [collectorAccount({ host: ALLOWED, port: closed })],
          }),
        ]).then((made) => made.map(({ id }) => id));
        await collect(openId!);
        await collect(closedId!);
        expect(open.connections()).toBeGreaterThan(0);
        const [openAfter, closedAfter] = [await subscriptionOf(openId!), await subscriptionOf(closedId!)];
        expect(openAfter.accounts[0]!.lastError).toBe('unreachable');
        expect(closedAfter.accounts[0]!.lastError).toBe('unreachable');
        expect((await runsOf(openId!))[0]!.error).toBe((await runsOf(closedId!))[0]!.error);
        expect(server.logs()).toContain('ECONNREFUSED');
      } finally {
        await open.close();
      }
    },
  );
});
