import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../common/features';
import { loginAs, loginPath, postJson, startTestServer, type TestServer } from '../support/testServer';

const logoutPath = '/api/user-directory/desk-user/logout';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const logout = (token?: string) =>
  fetch(`${server.url}${logoutPath}`, {
    method: 'POST',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('login', () => {
  it('answers the token in set-authorization and the session user in data', async () => {
    const response = await postJson(`${server.url}${loginPath}`, { login: 'admin', password: 'Liasse-Demo-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-authorization')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const body = await response.json();
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
    const wrongPassword = await postJson(`${server.url}${loginPath}`, { login: 'admin', password: 'nope' });
    const unknownLogin = await postJson(`${server.url}${loginPath}`, { login: 'nobody', password: 'nope' });
    for (const response of [wrongPassword, unknownLogin]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('set-authorization')).toBeNull();
      expect(await response.json()).toEqual({
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
    const response = await postJson(`${server.url}${loginPath}`, body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(json.error.fields).sort()).toEqual(fields);
  });

  it('answers 400 to a body that is not JSON and 413 to one over the size limit', async () => {
    const broken = await postJson(`${server.url}${loginPath}`, '{"login": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe('INVALID_JSON');
    const huge = await postJson(`${server.url}${loginPath}`, { login: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 to a body that is neither JSON nor a form', async () => {
    const response = await fetch(`${server.url}${loginPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
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
    expect(logs).toContain('/api/user-directory/desk-user/login');
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
    expect(again.status).toBe(401);
    expect((await again.json()).error.code).toBe('UNAUTHENTICATED');
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
      expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
    }
    expect((await logout(token)).status).toBe(204);
  });
});
