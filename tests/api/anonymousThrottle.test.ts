import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { documentLinks } from '../../common/api/documents';
import { partnerships } from '../../common/api/partnerships';
import { buildApp } from '../../server/app';
import { purgeExpired } from '../../server/jobs/purgeExpired';
import { hashToken, newOpaqueToken } from '../../server/auth/tokens';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertDocument, insertUser } from '../support/factories';
import { apiAs, refused, urlOf } from '../support/api';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The calls anyone may make that mail someone or test a secret: limited per client address (429
 * with Retry-After) and, for the mail senders, per recipient (the same answer, no more mail).
 */
let server: TestServer;
let nextAddress = 1;
/** Each test calls from addresses of its own, so that address limits stay apart. */
const newAddress = () => `192.0.2.${nextAddress++}`;
let people = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

const db = () => server.ctx.database.db;
type Answer = { status: number; body: unknown; headers: Headers };
/** The error code of a refused call; none for a success. */
const codeOf = (answer: Answer) => (answer.status >= 400 ? refused(answer, answer.status).error.code : undefined);
/** An anonymous caller behind the proxy, from this client address. */
const from = (ip: string, url = server.url) => apiAs({ url }, undefined, { headers: { 'x-forwarded-for': ip } });

const reinit = (login: string, ip: string, url = server.url) =>
  from(ip, url)(account.reinitPassword, { body: { login } });
const regenerate = (token: string, ip: string) => from(ip)(documentLinks.renew, { body: { token } });
/** A direct link opened as a browser would, its redirect read as such (`redirect: 'manual'`): a raw call. */
const direct = async (token: string, ip: string): Promise<Answer> => {
  const response = await fetch(urlOf(server, documentLinks.open, { params: { token } }), {
    redirect: 'manual',
    headers: { 'x-forwarded-for': ip },
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
};
const confirmReset = (token: string, ip: string) =>
  from(ip)(account.resetPassword, {
    body: { token, password: 'Guessed-Pass-1', confirmation: 'Guessed-Pass-1' },
  });
const validateContact = (partnershipId: string, ip: string) =>
  from(ip)(partnerships.validatingMail, {
    params: { id: partnershipId },
    body: { email: 'contact@tiers.example', reference: newOpaqueToken() },
  });

const mailsTo = async (email: string) =>
  (await db().selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;

/**
 * A 429 of the project's shape, with a Retry-After: within the current quarter of an hour and the
 * share of the next that the sliding count needs (server/security/throttle.ts).
 */
const expectThrottled = async (response: Answer) => {
  expect(response.status).toBe(429);
  expect(codeOf(response)).toBe('TOO_MANY_REQUESTS');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
};

/** A stored document and a direct link to it (alive unless `expired`) mailed to `email`. */
const linkTo = async (email: string, { expired = false } = {}) => {
  const blobKey = await server.ctx.blobs.put(await textPdf([`Bulletin ${++people}`]));
  const document = await insertDocument(db(), await demoOrganization(server, 'Paris'), { blob_key: blobKey });
  const token = newOpaqueToken();
  await db()
    .insertInto('document_links')
    .values({
      token_hash: hashToken(token),
      document_id: document.id,
      customer_id: document.customer_id,
      email,
      expires_at: new Date(Date.now() + (expired ? -1 : 1) * 24 * 3600_000),
    })
    .execute();
  return token;
};

describe('asking for a password reset link', () => {
  it('from one address, answers 429 with Retry-After past twenty requests in a quarter of an hour', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await reinit(`nobody-${i}`, ip)).status).toBe(202);
    await expectThrottled(await reinit('nobody-20', ip));
    expect((await reinit('nobody-21', newAddress())).status).toBe(202);
  });

  it('mails one account at most three links an hour, whatever the addresses, and answers each time the same', async () => {
    const login = `forgetful-${++people}`;
    const { email } = await insertUser(server, { login });
    for (let i = 0; i < 6; i++) {
      const response = await reinit(login, newAddress());
      expect([response.status, response.body]).toEqual([202, {}]);
    }
    expect(await mailsTo(email!)).toBe(3);
  });
});

describe('renewing a direct download link', () => {
  it('from one address, answers 429 with Retry-After past twenty requests in a quarter of an hour', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await regenerate(newOpaqueToken(), ip)).status).toBe(202);
    await expectThrottled(await regenerate(newOpaqueToken(), ip));
  });

  it('mails one recipient at most three renewed links an hour, and answers each time the same', async () => {
    const email = `renewer-${++people}@demo.liasse.example`;
    const tokens = await Promise.all(Array.from({ length: 5 }, () => linkTo(email, { expired: true })));
    for (const token of tokens) {
      const response = await regenerate(token, newAddress());
      expect([response.status, response.body]).toEqual([202, {}]);
    }
    expect(await mailsTo(email)).toBe(3);
  });
});

describe('guessing a secret from one address', () => {
  it('made-up direct download links: past twenty, 429, even for a real link', async () => {
    const ip = newAddress();
    const real = await linkTo(`reader-${++people}@demo.liasse.example`);
    for (let i = 0; i < 20; i++) expect((await direct(newOpaqueToken(), ip)).status).toBe(303);
    await expectThrottled(await direct(real, ip));
    expect((await direct(real, newAddress())).status).toBe(200);
  });

  it('an expired link of a real document is no guess: it always leads to its renewal', async () => {
    const ip = newAddress();
    const expired = await linkTo(`late-${++people}@demo.liasse.example`, { expired: true });
    for (let i = 0; i < 25; i++) expect((await direct(expired, ip)).status).toBe(303);
  });

  it('made-up password reset links: past twenty, 429', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect(codeOf(await confirmReset(newOpaqueToken(), ip))).toBe('INVALID_RESET_LINK');
    await expectThrottled(await confirmReset(newOpaqueToken(), ip));
  });

  it('wrong partnership references: past twenty, 429', async () => {
    const ip = newAddress();
    const id = crypto.randomUUID();
    for (let i = 0; i < 20; i++) expect((await validateContact(id, ip)).status).toBe(400);
    await expectThrottled(await validateContact(id, ip));
  });

  it('failed logins: past twenty, 429 with Retry-After, even for the right password', async () => {
    const ip = newAddress();
    const login = (body: { login: string; password: string }) => from(ip)(account.login, { body });
    for (let i = 0; i < 20; i++) expect((await login({ login: `unknown-${i}`, password: 'guess' })).status).toBe(401);
    await expectThrottled(await login({ login: 'admin', password: 'Liasse-Demo-1' }));
  });
});

describe('the counters', () => {
  it('are shared by every server process on the database: the limit holds across them', async () => {
    const other = await buildApp(server.ctx);
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = other.server.address();
      const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const ip = newAddress();
      for (let i = 0; i < 20; i++)
        expect((await reinit(`spread-${i}`, ip, i % 2 ? otherUrl : server.url)).status).toBe(202);
      await expectThrottled(await reinit('spread-20', ip, otherUrl));
      await expectThrottled(await reinit('spread-21', ip, server.url));
    } finally {
      await other.close();
    }
  });

  it('count an IPv6 network (/64) as one address', async () => {
    for (let i = 0; i < 20; i++) expect((await reinit(`v6-${i}`, `2001:db8:1:2::${i + 1}`)).status).toBe(202);
    await expectThrottled(await reinit('v6-20', '2001:db8:1:2:ffff::1'));
    expect((await reinit('v6-21', '2001:db8:1:3::1')).status).toBe(202);
  });

  it('are purged by the nightly job once a day old', async () => {
    const now = Date.now();
    const counter = (hoursAgo: number) => ({
      scope: 'test',
      key: `purge-${hoursAgo}`,
      window_start: new Date(now - hoursAgo * 3600_000),
      hits: 1,
    });
    await db()
      .insertInto('throttle_counters')
      .values([counter(25), counter(2)])
      .execute();
    expect((await purgeExpired(db(), new Date(now))).throttleCounters).toBeGreaterThanOrEqual(1);
    const left = await db().selectFrom('throttle_counters').select('key').where('scope', '=', 'test').execute();
    expect(left).toEqual([{ key: 'purge-2' }]);
  });
});
