import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { outbox } from '../../common/api/outbox';
import { hashToken } from '../../server/auth/tokens';
import { insertUser } from '../support/factories';
import { apiAs, ok, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** An access token of the same session whose time is up, as a browser holds after a pause. */
const expiredCopyOf = async (token: string) => {
  const verified = await server.ctx.tokens.verify(token);
  return server.ctx.tokens.sign(verified!.claims, new Date(Date.now() - 1000));
};

/** `GET user/current` with these tokens, the refresh token in its own header when given. */
const current = ({ token, refreshToken }: { token: string; refreshToken?: string }) =>
  apiAs(server, token)(
    account.current,
    {},
    { headers: refreshToken === undefined ? {} : { 'refresh-token': refreshToken } },
  );

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** A body the declaration refuses, sent on purpose: what is tested is the server's own validation. */
const malformed = (body: unknown) => body as never;

const withGrace = async <T>(seconds: number, run: () => Promise<T>) => {
  const before = server.ctx.config.sessions.reuseGraceSeconds;
  server.ctx.config.sessions.reuseGraceSeconds = seconds;
  try {
    return await run();
  } finally {
    server.ctx.config.sessions.reuseGraceSeconds = before;
  }
};

describe('tokens', () => {
  it('gives a short access token and an opaque refresh token that is stored only as a hash', async () => {
    const { token, refreshToken } = await loginAs(server, 'admin');
    const verified = await server.ctx.tokens.verify(token);
    const minutesLeft = (verified!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    const stored = await server.ctx.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(refreshToken));
    expect(stored.map((row) => row.token_hash)).not.toContain(refreshToken);
  });

  it('does not refresh an access token with plenty of time left', async () => {
    const { token, refreshToken } = await loginAs(server, 'admin');
    const response = await current({ token, refreshToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-authorization')).toBeNull();
  });

  it('answers a call made with an expired token and a valid refresh token, with a new pair of tokens', async () => {
    const { token, refreshToken } = await loginAs(server, 'admin');
    const response = await current({ token: await expiredCopyOf(token), refreshToken });
    expect(response.status).toBe(200);
    expect(ok(response).data.login).toBe('admin');
    const fresh = response.headers.get('set-authorization')!;
    const freshRefresh = response.headers.get('set-refresh-token')!;
    expect(fresh).toBeTruthy();
    expect(freshRefresh).not.toBe(refreshToken);
    expect((await current({ token: fresh, refreshToken: freshRefresh })).status).toBe(200);
  });

  it('still hands over the new tokens when the refreshed call itself fails, so the session is not lost', async () => {
    const { token, refreshToken } = await loginAs(server, 'admin');
    const response = await apiAs(server, await expiredCopyOf(token))(
      account.changePassword,
      { body: malformed({ oldPassword: '' }) },
      { headers: { 'refresh-token': refreshToken } },
    );
    expect(response.status).toBe(400);
    const next = {
      token: response.headers.get('set-authorization')!,
      refreshToken: response.headers.get('set-refresh-token')!,
    };
    expect(next.refreshToken).toMatch(/^[\w-]{43}$/);
    expect((await current(next)).status).toBe(200);
  });

  it('refuses an expired token without a refresh token, or with one that is unknown or of another session', async () => {
    const first = await loginAs(server, 'admin');
    const second = await loginAs(server, 'admin');
    const expired = await expiredCopyOf(first.token);
    for (const refreshToken of [undefined, 'x'.repeat(43), second.refreshToken]) {
      const response = await current({ token: expired, refreshToken });
      expect(refused(response, 401).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets exactly one of several concurrent refreshes of the same token win', async () => {
    const { token, refreshToken } = await loginAs(server, 'hr');
    const expired = await expiredCopyOf(token);
    const responses = await withGrace(30, () =>
      Promise.all(Array.from({ length: 8 }, () => current({ token: expired, refreshToken }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const winners = responses.filter((response) => response.headers.get('set-refresh-token'));
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    const next = {
      token: winner.headers.get('set-authorization')!,
      refreshToken: winner.headers.get('set-refresh-token')!,
    };
    expect((await current(next)).status).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back later', async () => {
    const { token, refreshToken } = await loginAs(server, 'hr');
    const expired = await expiredCopyOf(token);
    const rotated = await current({ token: expired, refreshToken });
    const next = {
      token: rotated.headers.get('set-authorization')!,
      refreshToken: rotated.headers.get('set-refresh-token')!,
    };

    const replay = await withGrace(0, () => current({ token: expired, refreshToken }));
    expect(replay.status).toBe(401);
    // The legitimate holder's newer tokens die with the chain.
    expect((await current(next)).status).toBe(401);
    expect((await current({ token: await expiredCopyOf(next.token), refreshToken: next.refreshToken })).status).toBe(
      401,
    );
  });

  it('ends a session left idle past its idle lifetime, even with a valid access token', async () => {
    const { token } = await loginAs(server, 'admin');
    const { claims } = (await server.ctx.tokens.verify(token))!;
    await server.ctx.database.db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', claims.sessionId)
      .execute();
    expect((await current({ token })).status).toBe(401);
  });

  it('never refreshes past the absolute end of the session', async () => {
    const { token, refreshToken } = await loginAs(server, 'admin');
    const { claims } = (await server.ctx.tokens.verify(token))!;
    await server.ctx.database.db
      .updateTable('sessions')
      .set({ absolute_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', claims.sessionId)
      .execute();
    expect((await current({ token: await expiredCopyOf(token), refreshToken })).status).toBe(401);
  });

  it('refuses an oversized Refresh-Token header as a bad token, not with a 500', async () => {
    const { token } = await loginAs(server, 'admin');
    // A hostile header on purpose: the declared call, with an oversized Refresh-Token.
    const response = await current({ token: await expiredCopyOf(token), refreshToken: 'r'.repeat(5000) });
    expect(response.status).toBe(401);
  });
});

describe('current user and finalisation', () => {
  it('says who is signed in', async () => {
    const { token } = await loginAs(server, 'admin');
    const body = ok(await current({ token }));
    expect(body.data).toMatchObject({
      login: 'admin',
      firstName: 'Camille',
      email: 'admin@demo.liasse.example',
      mustInitAccount: false,
    });
  });

  it('keeps a new account to its finalisation until it chooses a password and accepts the terms', async () => {
    await insertUser(server, { login: 'newcomer', mustInitAccount: true, features: ['RIGHTS_MANAGE'] });
    const { token, body } = await loginAs(server, 'newcomer');
    expect(body.data.mustInitAccount).toBe(true);

    const messages = await apiAs(server, token)(outbox.search, { body: {} });
    expect(refused(messages, 403).error.code).toBe('ACCOUNT_NOT_FINALISED');
    expect((await current({ token })).status).toBe(200);

    const finalize = (body: unknown) => apiAs(server, token)(account.finalize, { body: malformed(body) });
    const cases: [unknown, Record<string, string>][] = [
      [{}, { password: 'invalid_type', confirmation: 'invalid_type', acceptTerms: 'invalid_value' }],
      [{ password: 'short', confirmation: 'short', acceptTerms: true }, { password: 'password_rule' }],
      [
        { password: 'Good-Pass-1', confirmation: 'Good-Pass-2', acceptTerms: true },
        { confirmation: 'confirmation_mismatch' },
      ],
      [{ password: 'Good-Pass-1', confirmation: 'Good-Pass-1', acceptTerms: false }, { acceptTerms: 'invalid_value' }],
    ];
    for (const [body, fields] of cases) {
      expect(refused(await finalize(body), 400).error.fields).toEqual(fields);
    }

    const done = await finalize({ password: 'Good-Pass-1', confirmation: 'Good-Pass-1', acceptTerms: true });
    expect(done.status).toBe(200);
    expect(ok(done).data.mustInitAccount).toBe(false);
    expect((await apiAs(server, token)(outbox.search, { body: {} })).status).toBe(200);
    expect((await finalize({ password: 'Good-Pass-1', confirmation: 'Good-Pass-1', acceptTerms: true })).status).toBe(
      409,
    );
    await loginAs(server, 'newcomer', 'Good-Pass-1');
  });
});
