import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration', () => {
  it('runs with no settings at all: port 8080, PGlite and blobs under ./data, demo seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      s3: undefined,
      productCode: 'desk',
      cas: { enabled: false },
      seedDemo: true,
      runWorkers: true,
    });
  });

  it('reads PostgreSQL and S3 settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://liasse@db.internal:5432/liasse',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'liasse-blobs',
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
      S3_REGION: 'eu-west-3',
    });
    expect(config.databaseUrl).toBe('postgres://liasse@db.internal:5432/liasse');
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.org',
      bucket: 'liasse-blobs',
      accessKey: 'access',
      secretKey: 'secret',
      region: 'eu-west-3',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ S3_BUCKET: 'b' }, 'S3_ACCESS_KEY'],
    [{ CAS_ENABLED: 'true' }, 'CAS_URL'],
    [{ CAS_ENABLED: 'maybe' }, 'CAS_ENABLED'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('refuses to start on %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });

  describe('the proxies trusted to name the client address (TRUST_PROXY)', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['127.0.0.1', ['127.0.0.1']],
      ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
      ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
    ])('reads %o as %o', (value, trusted) => {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trusted);
    });

    it.each(['true', 'TRUE', 'yes'])(
      'refuses %o, which would take the address the client writes, and says what to write instead',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: .*leftmost entry of X-Forwarded-For.*: write the number of proxies in front of the process \(1 for one nginx\) or their addresses and networks \(127\.0\.0\.1,10\.0\.0\.0\/8\)/,
        );
      },
    );

    it.each(['-1', '1.5', 'nginx', '10.0.0.0/33', '::1/129', '10.0.0.1,', '300.1.1.1', '10.0.0.0/8/8'])(
      'refuses %o, naming the variable and what to write',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: .*neither a number of proxies nor an address or network: write the number of proxies/,
        );
      },
    );
  });
});
