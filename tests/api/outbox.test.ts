import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import type { CallInput } from '../../common/api/call';
import { outbox } from '../../common/api/outbox';
import { apiAs, refused } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Search = CallInput<typeof outbox.search>['body'];
const search = (token: string, body: Search = {}) => apiAs(server, token)(outbox.search, { body });
const messagesOf = (token: string, body: Search = { limit: 100 }) => apiAs(server, token).ok(outbox.search, { body });
const reinit = async (login: string) =>
  expect((await apiAs(server)(account.reinitPassword, { body: { login } })).status).toBe(202);
const waitHeld = (token: string, count: number) =>
  expect
    .poll(async () => (await messagesOf(token)).messages.filter((m) => m.status === 'held').length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);

describe('the outbox without an SMTP server', () => {
  it('holds the messages, which an administrator of the whole customer lists page by page, without their secret text', async () => {
    for (const login of ['admin', 'hr', 'admin']) await reinit(login);
    const { token } = await loginAs(server, 'admin');
    await waitHeld(token, 3);

    const firstPage = await messagesOf(token, { limit: 2, page: 1 });
    expect(firstPage.count).toBe(3);
    expect(firstPage.messages).toHaveLength(2);
    expect(firstPage.messages[0]).toMatchObject({
      recipient: 'admin@demo.liasse.example',
      status: 'held',
      sentAt: null,
      carriesSecret: true,
      text: null,
    });
    const secondPage = await messagesOf(token, { limit: 2, page: 2 });
    expect(secondPage.messages.map((m) => m.recipient)).toEqual(['admin@demo.liasse.example']);
    expect(JSON.stringify([firstPage, secondPage])).not.toContain('token=');
  });

  it('never lets a user who manages rights on one organisation read the reset link of the administrator', async () => {
    const paris = await demoOrganization(server, 'Paris');
    const scoped = await makeScopedUser(server, {
      login: 'paris-manager',
      orgId: paris.id,
      features: ['RIGHTS_MANAGE'],
    });
    await reinit('admin');
    await reinit('paris-manager');
    await waitHeld((await loginAs(server, 'admin')).token, 5);

    const response = await search(scoped.token, { limit: 100 });
    expect(response.status).toBe(200);
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain('token=');
    expect(raw).not.toContain('admin@demo.liasse.example');
    expect(raw).not.toContain('hr@demo.liasse.example');
    const { messages, count } = response.body;
    // Their own organisation's users are visible to them: the envelope only, never the link.
    expect(messages.map((m) => m.recipient)).toEqual(['paris-manager@demo.liasse.example']);
    expect(messages[0]).toMatchObject({ carriesSecret: true, text: null });
    expect(count).toBe(1);
  });

  it('shows a message without a recipient user only to a reader who sees the whole customer', async () => {
    const { db } = server.ctx.database;
    const admin = await db
      .selectFrom('users')
      .select('customer_id')
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('mail_outbox')
      .values({
        customer_id: admin.customer_id,
        recipient: 'someone@elsewhere.example',
        subject: 'Hello',
        body_text: 'Plain news',
      })
      .execute();
    const lyon = await demoOrganization(server, 'Lyon');
    const scoped = await makeScopedUser(server, { login: 'lyon-manager', orgId: lyon.id, features: ['RIGHTS_MANAGE'] });
    const seen = (await messagesOf(scoped.token)).messages.map((m) => m.recipient);
    expect(seen).not.toContain('someone@elsewhere.example');
    const all = (await messagesOf((await loginAs(server, 'admin')).token)).messages;
    expect(all.find((m) => m.recipient === 'someone@elsewhere.example')).toMatchObject({
      carriesSecret: false,
      text: 'Plain news',
    });
  });

  it('is closed to a user without the rights feature, and to anonymous callers', async () => {
    const { token } = await loginAs(server, 'hr');
    const response = await search(token);
    expect(refused(response, 403).error.code).toBe('FORBIDDEN');
    expect((await apiAs(server)(outbox.search, { body: {} })).status).toBe(401);
  });

  it('never shows another customer its messages', async () => {
    const { db } = server.ctx.database;
    const otherId = crypto.randomUUID();
    await db
      .insertInto('organizations')
      .values({ id: otherId, customer_id: otherId, parent_id: null, name: 'Autre client', siret: null })
      .execute();
    await db
      .insertInto('mail_outbox')
      .values({ customer_id: otherId, recipient: 'secret@other.example', subject: 's', body_text: 't' })
      .execute();
    const { token } = await loginAs(server, 'admin');
    const body = await messagesOf(token);
    expect(body.messages.map((m) => m.recipient)).not.toContain('secret@other.example');
  });

  it.each([
    [{ limit: 0 }],
    [{ limit: 101 }],
    [{ page: 0 }],
    [{ limit: 'ten' }],
    [{ filters: { createdAt: { start: '2024-13-01' } } }],
    [{ filters: { createdAt: { end: '0000-00-00' } } }],
  ])('answers 400 to %o', async (body) => {
    const { token } = await loginAs(server, 'admin');
    // A body the declaration refuses, sent on purpose: what is tested is the server's own validation.
    expect((await search(token, body as never)).status).toBe(400);
  });
});
