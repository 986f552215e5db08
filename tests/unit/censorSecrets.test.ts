import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/http/logger';
import { censorSecrets } from '../../server/operations/censorSecrets';

const loggedLine = (object: object) => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => (text += chunk.toString()));
  createLogger('info', stream).info(object, 'something happened');
  return JSON.parse(text) as Record<string, unknown>;
};

describe('secrets in a logged object', () => {
  it('are censored at any depth, whatever the kind of password, token or credential header', () => {
    const line = loggedLine({
      body: {
        login: 'admin',
        password: 'p1',
        change: { oldPassword: 'p2', newPassword: 'p3', currentPassword: 'p4' },
        accounts: [{ name: 'chorus', clientSecret: 's1', 'cpro-account': 'c1' }],
      },
      headers: { authorization: 'Bearer t1', 'refresh-token': 't2', cookie: 'c2', 'x-request-id': 'r1' },
      employee: { socialSecurityNumber: '180017512345678' },
    });
    expect(line).toMatchObject({
      body: {
        login: 'admin',
        password: '[redacted]',
        change: { oldPassword: '[redacted]', newPassword: '[redacted]', currentPassword: '[redacted]' },
        accounts: [{ name: 'chorus', clientSecret: '[redacted]', 'cpro-account': '[redacted]' }],
      },
      headers: {
        authorization: '[redacted]',
        'refresh-token': '[redacted]',
        cookie: '[redacted]',
        'x-request-id': 'r1',
      },
      employee: { socialSecurityNumber: '[redacted]' },
    });
    expect(JSON.stringify(line)).not.toMatch(/p[1-4]|t[12]|s1|c[12]|180017512345678/);
  });

  it("are censored in a logged error's own fields", () => {
    const error = Object.assign(new Error('boom'), { config: { password: 'p5', host: 'smtp.example' } });
    const line = loggedLine({ err: error });
    expect(line.err).toMatchObject({ message: 'boom', config: { password: '[redacted]', host: 'smtp.example' } });
  });

  it('leave an object without secrets as it is', () => {
    const plain = { a: { b: [1, { c: 'd' }] } };
    expect(censorSecrets(plain)).toBe(plain);
  });
});
