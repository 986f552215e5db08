import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const search = (token: string, body: unknown = {}) => call(server, '/api/desk/outbox-messages', { token, body });

describe('the outbox without an SMTP server', () => {
  it('holds the messages, which an administrator of the same customer can read, page by page', async () => {
    for (const login of ['admin', 'hr', 'admin']) {
      expect((await call(server, '/api/user-directory/reinit-password', { body: { login } })).status).toBe(202);
    }
    const { token } = await loginAs(server, 'admin');
    await expect
      .poll(async () => (await (await search(token)).json()).messages.map((m: { status: string }) => m.status), {
        timeout: 20_000,
      })
      .toEqual(['held', 'held', 'held']);

    const firstPage = await (await search(token, { limit: 2, page: 1 })).json();
    expect(firstPage.count).toBe(3);
    expect(firstPage.messages).toHaveLength(2);
    expect(firstPage.messages[0]).toMatchObject({
      recipient: 'admin@demo.liasse.example',
      status: 'held',
      sentAt: null,
    });
    expect(firstPage.messages[0].text).toContain('/reset-password?token=');
    const secondPage = await (await search(token, { limit: 2, page: 2 })).json();
    expect(secondPage.messages.map((m: { recipient: string }) => m.recipient)).toEqual(['admin@demo.liasse.example']);
  });

  it('is closed to a user without the rights feature, and to anonymous callers', async () => {
    const { token } = await loginAs(server, 'hr');
    const response = await search(token);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN');
    expect((await call(server, '/api/desk/outbox-messages', { body: {} })).status).toBe(401);
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
    const body = await (await search(token, { limit: 100 })).json();
    expect(body.messages.map((m: { recipient: string }) => m.recipient)).not.toContain('secret@other.example');
  });

  it.each([[{ limit: 0 }], [{ limit: 101 }], [{ page: 0 }], [{ limit: 'ten' }]])('answers 400 to %o', async (body) => {
    const { token } = await loginAs(server, 'admin');
    expect((await search(token, body)).status).toBe(400);
  });
});
