import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { BASES } from '../../common/api/bases';
import { health, startFiles } from '../../common/api/platform';
import { apiAs, pathOf, refused, type Api } from '../support/api';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let frontEndDir: string;
let api: Api;

beforeAll(async () => {
  frontEndDir = await mkdtemp(path.join(tmpdir(), 'liasse-front-'));
  await writeFile(path.join(frontEndDir, 'index.html'), '<!doctype html><title>Liasse test page</title>');
  server = await startTestServer({}, { frontEndDir });
  api = apiAs(server);
});
afterAll(() => server?.close());

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

describe('health', () => {
  it('says the process is alive on /health and that its dependencies answer on /ready', async () => {
    expect(await api.ok(health.liveShort)).toEqual({ status: 'ok' });
    const ready = await api(health.readyShort);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok', blobs: 'ok', eventLoop: 'ok' },
    });
  });
});

describe('front configuration and messages', () => {
  it('gives the front configuration with CAS off and the four bases', async () => {
    expect(await api.ok(startFiles.frontConf)).toEqual({
      CAS_ENABLED: false,
      CAS_LOGIN_URL: null,
      PRODUCT: 'desk',
      I18N_ID: 'default',
      CAMPAIGN_REFRESH_MS: 10_000,
      BASES: {
        desk: '/api/desk',
        userDirectory: '/api/user-directory',
        orgDirectory: '/api/org-directory',
        static: '/static',
      },
    });
  });

  it("serves a customer's message overrides, and an empty set where there are none", async () => {
    await server.ctx.database.db
      .insertInto('i18n_overrides')
      .values({
        id: 'acme',
        locale: 'de',
        messages: JSON.stringify({ liasse: { login: { title: 'Willkommen bei ACME' } } }),
        date_time_formats: JSON.stringify({ short: { day: '2-digit', month: '2-digit', year: 'numeric' } }),
      })
      .execute();
    expect(await api.ok(startFiles.i18nOverride, { params: { id: 'acme', locale: 'de' } })).toEqual({
      messages: { liasse: { login: { title: 'Willkommen bei ACME' } } },
      dateTimeFormats: { short: { day: '2-digit', month: '2-digit', year: 'numeric' } },
    });
    expect(await api.ok(startFiles.i18nOverride, { params: { id: 'acme', locale: 'fr' } })).toEqual({
      messages: {},
      dateTimeFormats: {},
    });
  });

  // A locale and an id the declaration refuses, sent on purpose (each named by the path it asks).
  it.each([
    ['/static/i18n/acme/it.json', { id: 'acme', locale: 'it' }],
    ['/static/i18n/ACME!/fr.json', { id: 'ACME!', locale: 'fr' }],
  ])('answers 400 to %s', async (pathname, params) => {
    expect(pathOf(startFiles.i18nOverride, { params })).toBe(pathname);
    const answer = await api(startFiles.i18nOverride, { params: params as never });
    expect(refused(answer, 400).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('API documentation and errors', () => {
  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = await (await get('/api/docs')).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths[pathOf(account.login)].post;
    const ref: string = login.requestBody.content['application/json'].schema.$ref;
    const requestSchema = doc.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(requestSchema.required).toEqual(['login', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    // Paths no declaration has, on purpose: raw calls.
    for (const pathname of [`${BASES.desk}/nothing-here`, `${BASES.static}/nothing.json`]) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(refused({ status: response.status, body: await response.json() }, 404).error.code).toBe('NOT_FOUND');
    }
  });

  it("serves the front end's page for its own routes so that a reload keeps the screen", async () => {
    for (const pathname of ['/', '/maintenance', '/some/unknown/screen']) {
      const response = await get(pathname, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Liasse test page');
    }
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const csp = (await get('/')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
