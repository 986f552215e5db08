import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { health } from '../../common/api/platform';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { MAIL_SEND } from '../../server/messaging/outbox';
import { apiAs, pathOf } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type LogLine = { requestId?: string; queue?: string; msg?: string };
const logLines = (): LogLine[] =>
  server
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

describe('the request id', () => {
  it("is the caller's X-Request-Id when it is a sane token: echoed, and on every log line of the call", async () => {
    const response = await apiAs(server)(health.ready, {}, { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a:42');
    const lines = logLines().filter((line) => line.requestId === 'lb-7f3a:42');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is a new one when the header is missing or not a sane token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-request-id': 'x"} forged line' },
      { 'x-request-id': 'a'.repeat(300) },
    ];
    // Hostile headers on purpose, through the declared call.
    const answers = await Promise.all(headerSets.map((headers) => apiAs(server, undefined, { headers })(health.live)));
    const ids = answers.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    expect(server.logs()).not.toContain('forged');
  });

  it('follows a call into the job it queues: the job logs the call’s request id', async () => {
    const response = await apiAs(server)(
      account.reinitPassword,
      { body: { login: 'hr' } },
      { headers: { 'x-request-id': 'reinit-call-1' } },
    );
    expect(response.status).toBe(202);
    await expect
      .poll(() => logLines().find((line) => line.queue === MAIL_SEND && line.requestId === 'reinit-call-1'), {
        timeout: 30_000,
      })
      .toMatchObject({ msg: 'job done' });
  });
});

describe('secrets in the logs', () => {
  it('never holds a password sent to log in, nor the Bearer token or refresh token of a call', async () => {
    // A failed login too: its body goes through validation and the throttle.
    await apiAs(server)(account.login, { body: { login: 'admin', password: 'Wrong-Password-Sent-1' } });
    const { token, refreshToken } = await loginAs(server, 'admin');
    const current = await apiAs(server, token)(account.current, {}, { headers: { 'refresh-token': refreshToken } });
    expect(current.status).toBe(200);
    const logs = server.logs();
    expect(logs).toContain(pathOf(account.current));
    for (const secret of [DEMO_PASSWORD, 'Wrong-Password-Sent-1', token, refreshToken])
      expect(logs).not.toContain(secret);
  });
});
