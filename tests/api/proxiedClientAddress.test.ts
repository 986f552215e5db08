import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { CallDeclaration } from '../../common/api/call';
import { refused, urlOf } from '../support/api';
import { startNginx } from '../support/scaleOut/nginxProxy';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The limits per client address behind nginx as the deployment guide sets it up
 * (`X-Forwarded-For $proxy_add_x_forwarded_for`, which appends the address nginx saw to whatever
 * the client wrote): the portal takes the address nginx saw, so a client writing a new address in
 * each request still meets the limit. TRUST_PROXY counts the proxies in front (`1`) or names them
 * (`127.0.0.1`); `true` took the leftmost address, the client's own writing.
 */
const LIMIT = 3;
/**
 * Where the test's requests come from, as nginx sees them: a loopback address other than the one
 * nginx itself connects to the portal from (127.0.0.1), so the proxy's and the client's differ.
 */
const CLIENT = '127.0.0.2';

let server: TestServer;
let root: string;
/** nginx in front of a process: where clients reach it, and what the process logged. */
type Proxied = { url: string; stop: () => Promise<void>; logs: () => string };
let byCount: Proxied;
let byAddress: Proxied;
let closeNamed: () => Promise<void>;

const portOf = (url: string) => Number(new URL(url).port);

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: '1',
    THROTTLE_GUESSES_PER_ADDRESS: String(LIMIT),
    THROTTLE_MAIL_REQUESTS_PER_ADDRESS: String(LIMIT),
  });
  root = await mkdtemp(path.join(tmpdir(), 'liasse-proxied-'));
  byCount = { ...(await startNginx(path.join(root, 'by-count'), [portOf(server.url)])), logs: server.logs };
  // A second process on the same database, which names its proxy instead of counting it.
  const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1' });
  const logStream = new PassThrough();
  let logs = '';
  logStream.on('data', (chunk) => (logs += chunk.toString()));
  const named = await buildApp({ ...server.ctx, config: { ...server.ctx.config, trustProxy } }, { logStream });
  await named.listen({ port: 0, host: '127.0.0.1' });
  closeNamed = () => named.close();
  const { port } = named.server.address() as AddressInfo;
  byAddress = { ...(await startNginx(path.join(root, 'by-address'), [port])), logs: () => logs };
}, 60_000);

afterAll(async () => {
  await byAddress?.stop();
  await closeNamed?.();
  await byCount?.stop();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

// Every request comes from one address: each test starts with its counts at zero.
beforeEach(() => server.ctx.database.db.deleteFrom('throttle_counters').execute());

/**
 * What a client may write in X-Forwarded-For, a new address each time: one address, or a chain
 * that looks like proxies already passed (the shape nginx itself sends the portal), the last one
 * even the address of the proxy the portal trusts.
 */
const forgedHeaders = (n: number) =>
  [
    `198.51.100.${n}`,
    `198.51.100.${n}, 10.0.0.1`,
    `198.51.100.${n}, 203.0.113.${n}, 10.0.0.1`,
    `198.51.100.${n}, 127.0.0.1`,
  ][n % 4];

type Answer = { status: number; body: unknown; retryAfter?: string };

/**
 * An anonymous JSON call through `proxy` from the address CLIENT, with a forged X-Forwarded-For:
 * a raw request, as fetch cannot choose the address it calls from.
 */
const callThrough = (proxy: Proxied, declaration: CallDeclaration, body: unknown, n: number) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request(
      urlOf({ url: proxy.url }, declaration),
      {
        method: declaration.method,
        localAddress: CLIENT,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedHeaders(n) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : null,
            retryAfter: response.headers['retry-after'],
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });

const expectThrottled = (answer: Answer) => {
  expect(refused(answer, 429).error.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
};

/** The callers' addresses in the process's log lines of requests. */
const loggedAddresses = (proxy: Proxied) =>
  new Set([...proxy.logs().matchAll(/"remoteAddress":"([^"]*)"/g)].map((match) => match[1]));

/** The addresses the throttle counted, per scope: what the portal took for the client's. */
const countedAddresses = async () =>
  (
    await server.ctx.database.db.selectFrom('throttle_counters').select(['scope', 'key']).orderBy('scope').execute()
  ).map(({ scope, key }) => `${scope} ${key}`);

describe.each([
  ['counted (TRUST_PROXY=1)', () => byCount],
  ['named (TRUST_PROXY=127.0.0.1)', () => byAddress],
])('behind nginx, its proxy %s', (_name, proxy) => {
  it('wrong passwords meet 429 past the limit, whatever address the client writes in X-Forwarded-For', async () => {
    for (let n = 1; n <= LIMIT; n++) {
      const answer = await callThrough(proxy(), account.login, { login: `nobody-${n}`, password: 'guess' }, n);
      expect(refused(answer, 401).error.code).toBe('INVALID_CREDENTIALS');
    }
    expectThrottled(await callThrough(proxy(), account.login, { login: 'nobody', password: 'guess' }, LIMIT + 1));
    expect(await countedAddresses()).toEqual([`failed-login ${CLIENT}`]);
    expect(loggedAddresses(proxy())).toEqual(new Set([CLIENT]));
  });

  it('password reset requests meet 429 past the limit, whatever address the client writes in X-Forwarded-For', async () => {
    for (let n = 1; n <= LIMIT; n++) {
      expect((await callThrough(proxy(), account.reinitPassword, { login: `nobody-${n}` }, n)).status).toBe(202);
    }
    expectThrottled(await callThrough(proxy(), account.reinitPassword, { login: 'nobody' }, LIMIT + 1));
    expect(await countedAddresses()).toEqual([`mail-request ${CLIENT}`]);
    expect(loggedAddresses(proxy())).toEqual(new Set([CLIENT]));
  });
});
