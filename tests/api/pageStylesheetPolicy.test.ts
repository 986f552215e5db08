import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { organizations } from '../../common/api/organizations';
import { startFiles } from '../../common/api/platform';
import { apiAs, type ApiServer } from '../support/api';
import { insertUser, makeOrganization } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let lyonId: string;
let parisId: string;

const LYON_CSS = 'https://cdn.example.com/lyon.css';
const PARIS_CSS = 'https://cdn.example.com/paris.css';

const setStylesheet = (orgId: string, url: string) =>
  apiAs(server, admin)(organizations.updateConf, {
    params: { id: orgId },
    body: { extraOptions: { specificCSSUrl: url } },
  });
/** The current user's stylesheet, with the pass its answer sets. */
const stylesheetOf = (token = admin, on: ApiServer = server) => apiAs(on, token)(organizations.currentStylesheet);
const styleSources = (response: { headers: Headers }) =>
  /style-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ');
const page = (cookie?: string) =>
  fetch(`${server.url}/organizations`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const cookieOf = (response: { headers: Headers }) => response.headers.get('set-cookie')!.split(';')[0]!;

beforeAll(async () => {
  const frontEndDir = await mkdtemp(path.join(tmpdir(), 'liasse-front-'));
  await writeFile(path.join(frontEndDir, 'index.html'), '<!doctype html><title>page</title>');
  server = await startTestServer({}, { frontEndDir });
  admin = (await loginAs(server, 'admin')).token;
  const named = (name: string) =>
    server.ctx.database.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  lyonId = (await named('Liasse Démo Lyon')).id;
  parisId = (await named('Liasse Démo Paris')).id;
  await setStylesheet(lyonId, LYON_CSS);
  await setStylesheet(parisId, PARIS_CSS);
});
afterAll(() => server?.close());

describe("the page's Content-Security-Policy", () => {
  it('names no organisation stylesheet before sign-in, and API answers never name one', async () => {
    expect(styleSources(await page())).toEqual(["'self'", "'unsafe-inline'"]);
    expect(styleSources(await apiAs(server)(startFiles.frontConf))).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("names exactly the stylesheet of the signed-in user's organisation or its nearest ancestor", async () => {
    const user = await insertUser(server, { login: 'lyon-leaf' });
    const leaf = await makeOrganization(server, admin, { name: 'Sous-Lyon', parentId: lyonId });
    await server.ctx.database.db.updateTable('users').set({ org_id: leaf.id }).where('id', '=', user.id).execute();
    const token = (await loginAs(server, 'lyon-leaf')).token;

    const stylesheet = await stylesheetOf(token);
    expect(stylesheet.body).toEqual({ data: { url: LYON_CSS } });
    const sources = styleSources(await page(cookieOf(stylesheet)));
    expect(sources).toEqual(["'self'", "'unsafe-inline'", LYON_CSS]);
    expect(sources).not.toContain(PARIS_CSS);

    const loggedOut = await apiAs(server, token)(account.logout);
    expect(loggedOut.headers.get('set-cookie')).toMatch(/^liasse_style=;.*Max-Age=0/);
  });

  it('gives a user whose organisations configure none no stylesheet, and clears a previous one', async () => {
    const stylesheet = await stylesheetOf();
    expect(stylesheet.body).toEqual({ data: { url: null } });
    expect(stylesheet.headers.get('set-cookie')).toMatch(/^liasse_style=;.*Max-Age=0/);
  });

  it('ignores a forged or tampered pass', async () => {
    const lyonUser = await insertUser(server, { login: 'lyon-user' });
    await server.ctx.database.db.updateTable('users').set({ org_id: lyonId }).where('id', '=', lyonUser.id).execute();
    const token = (await loginAs(server, 'lyon-user')).token;
    const [, mac] = cookieOf(await stylesheetOf(token)).split('.');
    for (const forged of [`liasse_style=${parisId}.${mac}`, `liasse_style=${parisId}`, 'liasse_style=../../x.y']) {
      expect(styleSources(await page(forged))).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('refuses wildcards and overlong addresses, which would open the policy to any host', async () => {
    for (const url of [
      'https://*/',
      'https://*.example.com/a.css',
      'https://cdn.example.com/*.css',
      `https://cdn.example.com/${'a'.repeat(500)}.css`,
    ]) {
      expect((await setStylesheet(lyonId, url)).status).toBe(400);
    }
  });

  it('marks the pass Secure when the portal is served over https, so it never travels in clear', async () => {
    expect((await stylesheetOf()).headers.get('set-cookie')).not.toMatch(/Secure/);
    const httpsServer = await startTestServer({ PUBLIC_URL: 'https://portal.example.com' });
    try {
      const response = await stylesheetOf((await loginAs(httpsServer, 'admin')).token, httpsServer);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await httpsServer.close();
    }
  });
});
