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
});
