import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { FEATURES } from '../../common/features';
import { apiAs, ok, pathOf, refused, urlOf } from '../support/api';
import { loginAs, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Logs out with this token as the Bearer, even an empty or hostile one; none when undefined. */
const logout = (token?: string) =>
  apiAs(
    server,
    undefined,
    token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
  )(account.logout);
const login = (body: { login: string; password: string }) => apiAs(server)(account.login, { body });

describe('login', () => {
  it('answers the token in set-authorization and the session user in data', async () => {
    const response = await login({ login: 'admin', password: 'Liasse-Demo-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-authorization')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const body = ok(response);
    expect(body.data).toMatchObject({ login: 'admin', firstName: 'Camille', name: 'Martin', mustInitAccount: false });
    expect(body.data.userOrgId).toMatch(/^[0-9a-f-]{36}$/);
    expect([...body.data.features].sort()).toEqual([...FEATURES].sort());
  });

  it('gives the hr demo user fewer features than the admin', async () => {
    const { body } = await loginAs(server, 'hr');
    expect(body.data.features).toContain('EMPLOYEES_LIST');
    expect(body.data.features).not.toContain('RIGHTS_MANAGE');
  });

  it('accepts the login in any letter case', async () => {
    const { body } = await loginAs(server, 'ADMIN');
    expect(body.data.login).toBe('admin');
  });

  it('refuses a wrong password and an unknown login with the same answer', async () => {
    const wrongPassword = await login({ login: 'admin', password: 'nope' });
    const unknownLogin = await login({ login: 'nobody', password: 'nope' });
    for (const response of [wrongPassword, unknownLogin]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('set-authorization')).toBeNull();
      expect(response.body).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password' },
      });
    }
  });

  it.each([
    ['an empty body', {}, ['login', 'password']],
    ['empty fields', { login: '', password: '' }, ['login', 'password']],
    ['a blank login', { login: '   ', password: 'x' }, ['login']],
    ['wrong types', { login: 42, password: ['x'] }, ['login', 'password']],
    ['an oversized login', { login: 'a'.repeat(201), password: 'x' }, ['login']],
    ['an oversized password', { login: 'admin', password: 'x'.repeat(1001) }, ['password']],
  ])('answers 400 with field errors for %s', async (_case, body, fields) => {
    // A body the declaration refuses, sent on purpose: what is tested is the server's own validation.
    const response = await apiAs(server)(account.login, { body: body as never });
    const { error } = refused(response, 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields!).sort()).toEqual(fields);
  });

  it('answers 400 to a body that is not JSON and 413 to one over the size limit', async () => {
    // Invalid JSON on purpose: a raw call.
    const broken = await postJson(urlOf(server, account.login), '{"login": ');
    expect(refused({ status: broken.status, body: await broken.json() }, 400).error.code).toBe('INVALID_JSON');
    const huge = await login({ login: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(refused(huge, 413).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 to a body that is neither JSON nor a form', async () => {
    // A wrong content type on purpose: a raw call.
    const response = await fetch(urlOf(server, account.login), {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(refused({ status: response.status, body: await response.json() }, 415).error.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('stores passwords as argon2id hashes', async () => {
    const user = await server.ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('never writes a password or a token to the log', async () => {
    const { token } = await loginAs(server, 'admin');
    await logout(token);
    await fetch(`${server.url}/guest/someone/Secret-Guest-1`);
    await fetch(`${server.url}/autologin?authorization=tok-123&refreshToken=ref-456`);
    const logs = server.logs();
    expect(logs).toContain(pathOf(account.login));
    for (const secret of ['Liasse-Demo-1', token, 'Secret-Guest-1', 'tok-123', 'ref-456']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('logout and protected calls', () => {
  it('ends the session: the same token is refused afterwards', async () => {
    const { token } = await loginAs(server, 'admin');
    expect((await logout(token)).status).toBe(204);
    const again = await logout(token);
    expect(refused(again, 401).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401, never 500, to a missing, malformed, tampered, foreign or expired token', async () => {
    const { token } = await loginAs(server, 'admin');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const foreignKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(foreignKey);
    const key = Buffer.from(
      (
        await server.ctx.database.db
          .selectFrom('server_secrets')
          .select('value')
          .where('name', '=', 'jwt-signing-key')
          .executeTakeFirstOrThrow()
      ).value,
      'base64url',
    );
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const wrongAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);

    for (const candidate of [
      undefined,
      '',
      'not-a-jwt',
      `${header}.${tamperedPayload}.${signature}`,
      unsigned,
      foreign,
      expired,
      wrongAudience,
    ]) {
      const response = await logout(candidate);
      expect(response.status, `token ${candidate}`).toBe(401);
      expect(refused(response, 401).error.code).toBe('UNAUTHENTICATED');
    }
    expect((await logout(token)).status).toBe(204);
  });
});
