import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { startFiles } from '../../common/api/platform';
import { apiAs, ok, urlOf } from '../support/api';
import { startCasPeer } from '../support/casPeer';
import { insertUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let cas: Awaited<ReturnType<typeof startCasPeer>>;

beforeAll(async () => {
  cas = await startCasPeer();
  server = await startTestServer({
    CAS_ENABLED: 'true',
    CAS_URL: cas.url,
    PUBLIC_URL: 'http://portal.test',
    TRUST_PROXY: '1',
  });
});
afterAll(async () => {
  await server?.close();
  await cas?.close();
});

/** A redirect read as such (`redirect: 'manual'`): a raw call. */
const noFollow = (url: string) => fetch(url, { redirect: 'manual' });
/** The portal's CAS callback, with this ticket when given. */
const callbackUrl = (ticket?: string) => urlOf(server, account.casCallback, { query: { ticket } });

/** Follows the browser's trip: CAS login page, back to the portal's callback, to /autologin. */
const signInThroughCas = async () => {
  const conf = await apiAs(server).ok(startFiles.frontConf);
  const toPortal = (await noFollow(conf.CAS_LOGIN_URL!)).headers.get('location')!;
  // The CAS server sends the browser to the public address; here that is the test server.
  const callback = toPortal.replace('http://portal.test', server.url);
  return { toPortal, landing: (await noFollow(callback)).headers.get('location')! };
};

describe('CAS single sign-on', () => {
  it('publishes the CAS login address with this portal as the service', async () => {
    const conf = await apiAs(server).ok(startFiles.frontConf);
    expect(conf.CAS_ENABLED).toBe(true);
    expect(conf.CAS_LOGIN_URL).toBe(
      `${cas.url}/login?service=${encodeURIComponent(urlOf({ url: 'http://portal.test' }, account.casCallback))}`,
    );
  });

  it('turns a valid service ticket of a known user into a session handed over through /autologin', async () => {
    cas.setUser('ADMIN');
    const { toPortal, landing } = await signInThroughCas();
    expect(toPortal).toMatch(/^http:\/\/portal\.test\/api\/user-directory\/cas\/callback\?ticket=ST-/);
    const url = new URL(landing, 'http://portal.test');
    expect(url.pathname).toBe('/autologin');
    const token = url.searchParams.get('authorization')!;
    const refreshToken = url.searchParams.get('refreshToken')!;
    const me = await apiAs(server, token)(account.current, {}, { headers: { 'refresh-token': refreshToken } });
    expect(me.status).toBe(200);
    expect(ok(me).data.login).toBe('admin');
  });

  it('refuses a replayed ticket, a ticket for another service, and a missing one', async () => {
    cas.setUser('admin');
    const conf = await apiAs(server).ok(startFiles.frontConf);
    const toPortal = (await noFollow(conf.CAS_LOGIN_URL!)).headers.get('location')!;
    const callback = toPortal.replace('http://portal.test', server.url);
    expect((await noFollow(callback)).headers.get('location')).toMatch(/^\/autologin\?/);
    expect((await noFollow(callback)).headers.get('location')).toBe('/login?sso=failed');

    const foreign = (
      await noFollow(`${cas.url}/login?service=${encodeURIComponent('http://elsewhere.test/cb')}`)
    ).headers.get('location')!;
    const foreignTicket = new URL(foreign).searchParams.get('ticket')!;
    const stolen = await noFollow(callbackUrl(foreignTicket));
    expect(stolen.headers.get('location')).toBe('/login?sso=failed');
    expect((await noFollow(callbackUrl())).headers.get('location')).toBe('/login?sso=failed');
  });

  it('sends a CAS user unknown to the portal, or blocked in it, back to the login with the reason', async () => {
    cas.setUser('stranger');
    expect((await signInThroughCas()).landing).toBe('/login?sso=unknown');
    const blocked = await insertUser(server, { login: 'shut-out' });
    await server.ctx.database.db
      .updateTable('users')
      .set({ blocked_at: new Date() })
      .where('id', '=', blocked.id)
      .execute();
    cas.setUser('shut-out');
    expect((await signInThroughCas()).landing).toBe('/login?blocked=1');
  });

  it('counts refused tickets against the address: past twenty, even a valid ticket from it goes back to the login', async () => {
    const ip = '198.18.0.1';
    const callback = (ticket: string, from = ip) =>
      fetch(callbackUrl(ticket), {
        redirect: 'manual',
        headers: { 'x-forwarded-for': from },
      }).then((response) => response.headers.get('location'));
    for (let i = 0; i < 20; i++) expect(await callback(`ST-made-up-${i}`)).toBe('/login?sso=failed');
    cas.setUser('admin');
    const conf = await apiAs(server).ok(startFiles.frontConf);
    const ticketOf = async () =>
      new URL((await noFollow(conf.CAS_LOGIN_URL!)).headers.get('location')!).searchParams.get('ticket')!;
    expect(await callback(await ticketOf())).toBe('/login?sso=throttled');
    expect(await callback(await ticketOf(), '198.18.0.2')).toMatch(/^\/autologin\?/);
  });
});
