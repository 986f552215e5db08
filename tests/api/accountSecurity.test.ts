import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import type { CallInput } from '../../common/api/call';
import { HARD_BLOCK_AFTER, SOFT_BLOCK_AFTER } from '../../server/auth/accountLock';
import { insertUser } from '../support/factories';
import { decodeMail, resetTokenIn, startSmtpPeer } from '../support/smtpPeer';
import { apiAs, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let nextAddress = 1;
/** Each test logs in from its own client address, so that address limits stay apart. */
const newAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1', PUBLIC_URL: 'https://portal.example.org' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const attempt = (login: string, password: string, ip: string) =>
  apiAs(server)(account.login, { body: { login, password } }, { headers: { 'x-forwarded-for': ip } });
/** The error code of a refused call; none for a success. */
const codeOf = (answer: { status: number; body: unknown }) =>
  answer.status >= 400 ? refused(answer, answer.status).error.code : undefined;
/** A body the declaration refuses, sent on purpose: what is tested is the server's own validation. */
const malformed = (body: unknown) => body as never;

const mailTo = async (address: string, count = 1) => {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 20_000 })
    .toBe(count);
  return smtp.received.filter((mail) => mail.to.includes(address)).at(-1)!;
};

describe('failed logins', () => {
  it('are forgotten after a successful login', async () => {
    await insertUser(server, { login: 'forgetful' });
    const ip = newAddress();
    for (let i = 0; i < SOFT_BLOCK_AFTER - 1; i++)
      expect(await codeOf(await attempt('forgetful', 'nope', ip))).toBe('INVALID_CREDENTIALS');
    expect((await attempt('forgetful', 'Liasse-Demo-1', ip)).status).toBe(200);
    for (let i = 0; i < SOFT_BLOCK_AFTER - 1; i++) expect((await attempt('forgetful', 'nope', ip)).status).toBe(401);
    expect((await attempt('forgetful', 'Liasse-Demo-1', ip)).status).toBe(200);
  });

  it('block the account for a growing delay after five in a row, and end its open sessions', async () => {
    await insertUser(server, { login: 'target' });
    const ip = newAddress();
    const { token } = await loginAs(server, 'target');
    for (let i = 1; i < SOFT_BLOCK_AFTER; i++) await attempt('target', 'nope', ip);
    expect(await codeOf(await attempt('target', 'nope', ip))).toBe('ACCOUNT_BLOCKED');
    expect((await apiAs(server, token)(account.current)).status).toBe(401);
    expect(await codeOf(await attempt('target', 'Liasse-Demo-1', ip))).toBe('ACCOUNT_BLOCKED');

    const blockedFor = async () => {
      const user = await server.ctx.database.db
        .selectFrom('users')
        .select('blocked_until')
        .where('login', '=', 'target')
        .executeTakeFirstOrThrow();
      return Math.round((user.blocked_until!.getTime() - Date.now()) / 60_000);
    };
    expect(await blockedFor()).toBe(1);
    // The minute passes; the next failure blocks for twice as long.
    await server.ctx.database.db
      .updateTable('users')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where('login', '=', 'target')
      .execute();
    expect(await codeOf(await attempt('target', 'nope', ip))).toBe('ACCOUNT_BLOCKED');
    expect(await blockedFor()).toBe(2);
  });

  it('after ten in a row block the account until a password reset, whose link is emailed to its owner', async () => {
    await insertUser(server, { login: 'victim', email: 'victim@demo.liasse.example' });
    const ip = newAddress();
    const db = server.ctx.database.db;
    for (let i = 1; i <= HARD_BLOCK_AFTER; i++) {
      await db.updateTable('users').set({ blocked_until: null }).where('login', '=', 'victim').execute();
      await attempt('victim', 'nope', ip);
    }
    const user = await db
      .selectFrom('users')
      .select(['blocked_at', 'failed_logins'])
      .where('login', '=', 'victim')
      .executeTakeFirstOrThrow();
    expect(user.failed_logins).toBe(HARD_BLOCK_AFTER);
    expect(user.blocked_at).not.toBeNull();
    expect(await codeOf(await attempt('victim', 'Liasse-Demo-1', ip))).toBe('ACCOUNT_BLOCKED');

    const mail = await mailTo('victim@demo.liasse.example');
    expect(decodeMail(mail.raw)).toContain('https://portal.example.org/reset-password?token=');
    const confirm = await apiAs(server)(account.resetPassword, {
      body: { token: resetTokenIn(mail.raw)!, password: 'Back-Again-2', confirmation: 'Back-Again-2' },
    });
    expect(confirm.status).toBe(204);
    expect((await attempt('victim', 'Back-Again-2', ip)).status).toBe(200);
  });

  it('from one address, past twenty, refuse that address whatever the account', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) await attempt(`nobody-${i}`, 'nope', ip);
    const refused = await attempt('admin', 'Liasse-Demo-1', ip);
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect((await attempt('admin', 'Liasse-Demo-1', newAddress())).status).toBe(200);
  });

  it('can be cleared by an administrator of the same customer', async () => {
    const blocked = await insertUser(server, { login: 'unlucky' });
    await server.ctx.database.db
      .updateTable('users')
      .set({ blocked_at: new Date(), failed_logins: 10 })
      .where('id', '=', blocked.id)
      .execute();
    const unblock = (token: string, id = blocked.id) => apiAs(server, token)(account.unblockUser, { params: { id } });

    const { token: hrToken } = await loginAs(server, 'hr');
    expect((await unblock(hrToken)).status).toBe(403);
    const { token: adminToken } = await loginAs(server, 'admin');
    expect((await unblock(adminToken, crypto.randomUUID())).status).toBe(404);
    expect((await unblock(adminToken, 'not-a-uuid')).status).toBe(400);
    expect((await unblock(adminToken)).status).toBe(204);
    expect((await attempt('unlucky', 'Liasse-Demo-1', newAddress())).status).toBe(200);
  });
});

describe('forgotten password', () => {
  const reinit = (login: string) => apiAs(server)(account.reinitPassword, { body: { login } });
  const confirm = (body: CallInput<typeof account.resetPassword>['body']) =>
    apiAs(server)(account.resetPassword, { body });

  it('answers the same whether or not the account exists, and emails a single-use link only to a real one', async () => {
    await insertUser(server, { login: 'amnesic', email: 'amnesic@demo.liasse.example' });
    const known = await reinit('amnesic');
    const unknown = await reinit('no-such-user');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);

    const token = resetTokenIn((await mailTo('amnesic@demo.liasse.example')).raw)!;
    expect(token).toMatch(/^[\w-]{43}$/);

    expect(refused(await confirm({ token, password: 'weak', confirmation: 'weak' }), 400).error.fields).toEqual({
      password: 'password_rule',
    });
    expect(
      refused(await confirm({ token, password: 'New-Pass-1', confirmation: 'New-Pass-2' }), 400).error.fields,
    ).toEqual({
      confirmation: 'confirmation_mismatch',
    });
    expect((await confirm({ token, password: 'New-Pass-1', confirmation: 'New-Pass-1' })).status).toBe(204);
    expect(await codeOf(await confirm({ token, password: 'New-Pass-1', confirmation: 'New-Pass-1' }))).toBe(
      'INVALID_RESET_LINK',
    );
    expect((await attempt('amnesic', 'Liasse-Demo-1', newAddress())).status).toBe(401);
    expect((await attempt('amnesic', 'New-Pass-1', newAddress())).status).toBe(200);
    const sent = await server.ctx.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'body_text'])
      .where('recipient', '=', 'amnesic@demo.liasse.example')
      .execute();
    // Delivered: the link no longer sits in the outbox for an administrator to read.
    expect(sent).toEqual([{ status: 'sent', body_text: '' }]);
  });

  it('refuses a made-up or expired link and bad input', async () => {
    expect(
      await codeOf(await confirm({ token: 'x'.repeat(43), password: 'New-Pass-1', confirmation: 'New-Pass-1' })),
    ).toBe('INVALID_RESET_LINK');
    for (const body of [{}, { login: '' }, { login: 'x'.repeat(201) }, { login: 42 }]) {
      expect((await apiAs(server)(account.reinitPassword, { body: malformed(body) })).status).toBe(400);
    }
    const user = await insertUser(server, { login: 'late', email: 'late@demo.liasse.example' });
    await reinit('late');
    const token = resetTokenIn((await mailTo('late@demo.liasse.example')).raw)!;
    await server.ctx.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await codeOf(await confirm({ token, password: 'New-Pass-1', confirmation: 'New-Pass-1' }))).toBe(
      'INVALID_RESET_LINK',
    );
  });
});

describe('password change', () => {
  const change = (token: string, body: unknown) =>
    apiAs(server, token)(account.changePassword, { body: malformed(body) });

  it('needs every field, the rule, a matching confirmation and the right current password', async () => {
    await insertUser(server, { login: 'changer' });
    const { token } = await loginAs(server, 'changer');
    const cases: [unknown, Record<string, string>][] = [
      [{}, { oldPassword: 'invalid_type', newPassword: 'invalid_type', confirmation: 'invalid_type' }],
      [{ oldPassword: '', newPassword: 'Next-Pass-1', confirmation: 'Next-Pass-1' }, { oldPassword: 'too_small' }],
      [
        { oldPassword: 'Liasse-Demo-1', newPassword: 'nocapital1!', confirmation: 'nocapital1!' },
        { newPassword: 'password_rule' },
      ],
      [
        { oldPassword: 'Liasse-Demo-1', newPassword: 'Next-Pass-1', confirmation: 'Next-Pass-9' },
        { confirmation: 'confirmation_mismatch' },
      ],
      [
        { oldPassword: 'wrong', newPassword: 'Next-Pass-1', confirmation: 'Next-Pass-1' },
        { oldPassword: 'wrong_password' },
      ],
    ];
    for (const [body, fields] of cases) {
      expect(refused(await change(token, body), 400).error.fields).toEqual(fields);
    }
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    await insertUser(server, { login: 'mover' });
    const here = await loginAs(server, 'mover');
    const elsewhere = await loginAs(server, 'mover');
    const response = await change(here.token, {
      oldPassword: 'Liasse-Demo-1',
      newPassword: 'Next-Pass-1',
      confirmation: 'Next-Pass-1',
    });
    expect(response.status).toBe(204);
    expect((await apiAs(server, here.token)(account.current)).status).toBe(200);
    expect((await apiAs(server, elsewhere.token)(account.current)).status).toBe(401);
    await loginAs(server, 'mover', 'Next-Pass-1');
  });
});
