import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../common/api/account';
import * as passwords from '../../server/auth/passwords';
import { SOFT_BLOCK_AFTER } from '../../server/auth/accountLock';
import { insertUser } from '../support/factories';
import { apiAs, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

// The real argon2 hash, watched: a made-up reset token must not cost a hash.
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let server: TestServer;
let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

const changePassword = (token: string, oldPassword: string, ip: string) =>
  apiAs(server, token)(
    account.changePassword,
    { body: { oldPassword, newPassword: 'Next-Pass-1', confirmation: 'Next-Pass-1' } },
    { headers: { 'x-forwarded-for': ip } },
  );
/** The error code of a refused call; none for a success. */
const codeOf = (answer: { status: number; body: unknown }) =>
  answer.status >= 400 ? refused(answer, answer.status).error.code : undefined;

describe('changing the password with a wrong current password', () => {
  it('counts like a failed login: five in a row block the account and end its sessions', async () => {
    await insertUser(server, { login: 'stolen-session' });
    const ip = newAddress();
    const { token } = await loginAs(server, 'stolen-session');
    for (let i = 1; i < SOFT_BLOCK_AFTER; i++)
      expect(await codeOf(await changePassword(token, 'guess', ip))).toBe('WRONG_PASSWORD');
    expect(await codeOf(await changePassword(token, 'guess', ip))).toBe('ACCOUNT_BLOCKED');
    expect((await apiAs(server, token)(account.current)).status).toBe(401);
    const login = await apiAs(server)(
      account.login,
      { body: { login: 'stolen-session', password: 'Liasse-Demo-1' } },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(await codeOf(login)).toBe('ACCOUNT_BLOCKED');
    // The guesses were 30 before: the right password came through on the 31st.
    expect((await changePassword(token, 'Liasse-Demo-1', ip)).status).toBe(401);
  });

  it('is forgotten after the right one', async () => {
    await insertUser(server, { login: 'clumsy' });
    const ip = newAddress();
    const { token } = await loginAs(server, 'clumsy');
    for (let i = 1; i < SOFT_BLOCK_AFTER; i++) await changePassword(token, 'typo', ip);
    expect((await changePassword(token, 'Liasse-Demo-1', ip)).status).toBe(204);
    const failures = await server.ctx.database.db
      .selectFrom('users')
      .select('failed_logins')
      .where('login', '=', 'clumsy')
      .executeTakeFirstOrThrow();
    expect(failures.failed_logins).toBe(0);
  });
});

describe('confirming a password reset', () => {
  it('refuses a made-up token before hashing the new password', async () => {
    vi.mocked(passwords.hashPassword).mockClear();
    const response = await apiAs(server)(account.resetPassword, {
      body: { token: 'A'.repeat(43), password: 'Made-Up-Pass-1', confirmation: 'Made-Up-Pass-1' },
    });
    expect(await codeOf(response)).toBe('INVALID_RESET_LINK');
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });
});
