import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSubscription } from '../../common/schemas/collectors';
import { demoOrganization } from '../support/demoOrganization';
import { collectorAccount, makeCollectorSubscription, makeScopedUser } from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let parisId: string;
let lyonId: string;

const desk = (path: string, options: { body?: unknown; method?: string; token?: string } = {}) =>
  call(server, `/api/desk${path}`, { token: admin, ...options });

const subscriptionOf = async (id: string, token = admin) => {
  const response = await desk(`/collectorSubscription/${id}`, { token });
  return { status: response.status, body: (await response.json()) as { data: TSubscription } };
};

const listed = async (query: string, token = admin) => {
  const response = await desk(`/collectorSubscriptions?${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { csList: TSubscription[]; count: number };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  parisId = (await demoOrganization(server, 'Paris')).id;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
});
afterAll(() => server?.close());

describe('the collectors catalogue', () => {
  it('offers an IMAP mailbox and SFTP and WebDAV folders, by category', async () => {
    const all = (await (await desk('/collectors')).json()) as { collectors: { id: string; category: string }[] };
    expect(all.collectors.map((collector) => [collector.id, collector.category])).toEqual([
      ['imap', 'MAILBOX'],
      ['sftp', 'FILE_SERVER'],
      ['webdav', 'FILE_SERVER'],
    ]);
    const files = (await (await desk('/collectors/byCategory', { body: { category: 'FILE_SERVER' } })).json()) as {
      collectors: { id: string }[];
    };
    expect(files.collectors.map((collector) => collector.id)).toEqual(['sftp', 'webdav']);
    expect((await desk('/collectors/imap')).status).toBe(200);
    expect((await desk('/collectors/ftp')).status).toBe(404);
  });
});

describe('a collector subscription', () => {
  it('is active with an account, and its password is sealed in the database and never answered', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId });
    expect(subscription).toMatchObject({ active: true, state: 'OK', enabled: true, orgName: 'Liasse Démo Paris' });
    expect(JSON.stringify(subscription)).not.toContain('Compta-Secret-1');
    const stored = await server.ctx.database.db
      .selectFrom('collector_accounts')
      .select('password_enc')
      .where('subscription_id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_enc).not.toContain('Compta-Secret-1');
    expect(server.ctx.secrets.open(stored.password_enc)).toBe('Compta-Secret-1');
    const listedText = await (await desk('/collectorSubscriptions?limit=100')).text();
    expect(listedText).not.toContain('Compta-Secret-1');
  });

  it('without any account is deactivated, listed as not subscribed, and cannot be collected', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'Vide', accounts: [] });
    expect(subscription).toMatchObject({ active: false, state: 'NOT_SUBSCRIBED' });
    const notSubscribed = await listed('state=NOT_SUBSCRIBED&limit=100');
    expect(notSubscribed.csList.map((row) => row.id)).toContain(subscription.id);
    const collect = await desk(`/collectors/${subscription.id}/newRequest`, { method: 'POST' });
    expect(collect.status).toBe(409);
    expect((await collect.json()).error.fields).toEqual({ id: 'collector_inactive' });
  });

  it('keeps an account password left blank on edit, and is deactivated when its last account goes', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'Relevés' });
    const [account] = subscription.accounts;
    const kept = await desk(`/collectorSubscription/${subscription.id}`, {
      method: 'PUT',
      body: {
        name: 'Relevés bancaires',
        docType: 'FACT',
        intervalMinutes: 15,
        enabled: true,
        accounts: [{ ...account, password: '' }],
      },
    });
    expect(kept.status).toBe(200);
    expect((await kept.json()).data).toMatchObject({ name: 'Relevés bancaires', intervalMinutes: 15, active: true });
    const stored = await server.ctx.database.db
      .selectFrom('collector_accounts')
      .select('password_enc')
      .where('id', '=', account!.id)
      .executeTakeFirstOrThrow();
    expect(server.ctx.secrets.open(stored.password_enc)).toBe('Compta-Secret-1');

    const emptied = await desk(`/collectorSubscription/${subscription.id}`, {
      method: 'PUT',
      body: { name: 'Relevés bancaires', docType: 'FACT', intervalMinutes: 15, enabled: true, accounts: [] },
    });
    expect((await emptied.json()).data).toMatchObject({ active: false, state: 'NOT_SUBSCRIBED', accounts: [] });
  });

  it('refuses a new account without its password, under the field, and changes nothing', async () => {
    const response = await desk('/collectorSubscription/add', {
      body: {
        orgId: parisId,
        collectorId: 'sftp',
        name: 'Sans mot de passe',
        docType: 'FACT',
        accounts: [collectorAccount(), collectorAccount({ password: '' })],
      },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ 'accounts.1.password': 'collector_password_required' });
    expect((await listed('search=Sans%20mot&limit=100')).count).toBe(0);
  });

  it('refuses a folder that climbs out of itself and a host with a scheme', async () => {
    const response = await desk('/collectorSubscription/add', {
      body: {
        orgId: parisId,
        collectorId: 'webdav',
        name: 'Dossier',
        docType: 'FACT',
        accounts: [collectorAccount({ host: 'https://evil.example/x', folder: '../etc' })],
      },
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['accounts.0.folder', 'accounts.0.host']);
  });

  it('being processed cannot be deleted (409), and can be once its run ends', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'En cours' });
    const { db } = server.ctx.database;
    const hold = (until: Date | null) =>
      db.updateTable('collector_subscriptions').set({ lease_until: until }).where('id', '=', subscription.id).execute();
    await hold(new Date(Date.now() + 60_000));
    expect((await subscriptionOf(subscription.id)).body.data.processing).toBe(true);
    const refused = await desk(`/collectorSubscription/${subscription.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.fields).toEqual({ id: 'collector_processing' });
    await hold(null);
    expect((await desk(`/collectorSubscription/${subscription.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await subscriptionOf(subscription.id)).status).toBe(404);
  });

  it('of another organisation is neither listed nor counted for a user who sees only theirs', async () => {
    const lyons = await makeCollectorSubscription(server, admin, { orgId: lyonId, name: 'Lyon seulement' });
    const parisUser = await makeScopedUser(server, {
      login: 'paris-collectors',
      orgId: parisId,
      features: ['COLLECTORS_LIST', 'COLLECTORS_EDIT', 'COLLECTORS_DELETE'],
    });
    const seen = await listed('limit=100', parisUser.token);
    expect(seen.csList.map((row) => row.id)).not.toContain(lyons.id);
    expect(seen.csList.every((row) => row.orgId === parisId)).toBe(true);
    expect((await subscriptionOf(lyons.id, parisUser.token)).status).toBe(404);
    const catalogue = (await (await desk('/collectors', { token: parisUser.token })).json()) as {
      collectors: { id: string; subscriptions: number }[];
    };
    const adminCatalogue = (await (await desk('/collectors')).json()) as typeof catalogue;
    expect(catalogue.collectors[0]!.subscriptions).toBeLessThan(adminCatalogue.collectors[0]!.subscriptions);
    expect((await desk(`/collectors/${lyons.id}/newRequest`, { method: 'POST', token: parisUser.token })).status).toBe(
      404,
    );
  });
});
