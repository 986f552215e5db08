import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFiles } from '../../common/api/platform';
import { pathOf } from '../support/api';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
const SCRIPT = `console.log(${JSON.stringify('Liasse '.repeat(500))});`;

beforeAll(async () => {
  // A built front end as the build leaves it: each asset with its .br and .gz beside it.
  const frontEndDir = await mkdtemp(path.join(tmpdir(), 'liasse-front-'));
  await mkdir(path.join(frontEndDir, 'assets'));
  await writeFile(path.join(frontEndDir, 'index.html'), '<!doctype html><title>Liasse</title>');
  const asset = path.join(frontEndDir, 'assets', 'index-Ab12Cd34.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  server = await startTestServer({}, { frontEndDir });
});
afterAll(() => server?.close());

const get = (path: string, acceptEncoding?: string) =>
  fetch(`${server.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built front end', () => {
  it('is sent compressed with brotli or gzip, as the browser accepts, made at build time', async () => {
    // fetch decodes what it receives: the same script, whichever way it travelled.
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/assets/index-Ab12Cd34.js', encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(SCRIPT);
    }
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('keeps hashed assets for a year, and has the page and its configuration revalidated', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/organizations')).headers.get('cache-control')).toBe('no-cache');
    expect((await get(pathOf(startFiles.frontConf))).headers.get('cache-control')).toBe('no-cache');
  });

  it("answers the page for the app's own routes, never for a probe or metrics path that does not exist", async () => {
    expect(await (await get('/organizations/12')).text()).toContain('<title>Liasse</title>');
    // Paths no declaration has, on purpose: raw calls.
    for (const path of ['/health/alive', '/metrics', '/ready/now', '/api/nothing']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});
