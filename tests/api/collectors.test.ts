import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { collectors } from '../../common/api/collectors';
import { apiAs, ok, refused, type Api } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { collectorAccount as accountOf, makeCollectorSubscription, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let parisId: string;
let lyonId: string;
let api: Api;

type AccountWrite = NonNullable<CallInput<typeof collectors.add>['body']['accounts']>[number];
/** The factory's account, whole: it types what it returns as a Partial, though it fills every required field. */
const collectorAccount = (fields: Parameters<typeof accountOf>[0] = {}) => accountOf(fields) as AccountWrite;

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const subscriptionOf = (id: string, token = admin) => apiAs(server, token)(collectors.subscription, { params: { id } });

const listed = async (query: CallInput<typeof collectors.subscriptions>['query'], token = admin) => {
  const answer = await apiAs(server, token)(collectors.subscriptions, { query });
  expect(answer.status).toBe(200);
  return ok(answer);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  parisId = (await demoOrganization(server, 'Paris')).id;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
});
afterAll(() => server?.close());

describe('the collectors catalogue', () => {
  it('offers an IMAP mailbox and SFTP and WebDAV folders, by category', async () => {
    const all = await api.ok(collectors.catalogue);
    expect(all.collectors.map((collector) => [collector.id, collector.category])).toEqual([
      ['imap', 'MAILBOX'],
      ['sftp', 'FILE_SERVER'],
      ['webdav', 'FILE_SERVER'],
    ]);
    const files = await api.ok(collectors.byCategory, { body: { category: 'FILE_SERVER' } });
    expect(files.collectors.map((collector) => collector.id)).toEqual(['sftp', 'webdav']);
    expect((await api(collectors.get, { params: { id: 'imap' } })).status).toBe(200);
    expect((await api(collectors.get, { params: { id: 'ftp' } })).status).toBe(404);
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
    const listedText = JSON.stringify(await api.ok(collectors.subscriptions, { query: { limit: 100 } }));
    expect(listedText).not.toContain('Compta-Secret-1');
  });

  it('without any account is deactivated, listed as not subscribed, and cannot be collected', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'Vide', accounts: [] });
    expect(subscription).toMatchObject({ active: false, state: 'NOT_SUBSCRIBED' });
    const notSubscribed = await listed({ state: 'NOT_SUBSCRIBED', limit: 100 });
    expect(notSubscribed.csList.map((row) => row.id)).toContain(subscription.id);
    const collect = await api(collectors.newRequest, { params: { id: subscription.id } });
    expect(refused(collect, 409).error.fields).toEqual({ id: 'collector_inactive' });
  });

  it('keeps an account password left blank on edit, and is deactivated when its last account goes', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'Relevés' });
    const [account] = subscription.accounts;
    const kept = await api(collectors.update, {
      params: { id: subscription.id },
      body: {
        name: 'Relevés bancaires',
        docType: 'FACT',
        intervalMinutes: 15,
        enabled: true,
        accounts: [{ ...account!, password: '' }],
      },
    });
    expect(kept.status).toBe(200);
    expect(ok(kept).data).toMatchObject({ name: 'Relevés bancaires', intervalMinutes: 15, active: true });
    const stored = await server.ctx.database.db
      .selectFrom('collector_accounts')
      .select('password_enc')
      .where('id', '=', account!.id)
      .executeTakeFirstOrThrow();
    expect(server.ctx.secrets.open(stored.password_enc)).toBe('Compta-Secret-1');

    const emptied = await api.ok(collectors.update, {
      params: { id: subscription.id },
      body: { name: 'Relevés bancaires', docType: 'FACT', intervalMinutes: 15, enabled: true, accounts: [] },
    });
    expect(emptied.data).toMatchObject({ active: false, state: 'NOT_SUBSCRIBED', accounts: [] });
  });

  it('refuses a new account without its password, under the field, and changes nothing', async () => {
    const answer = await api(collectors.add, {
      body: {
        orgId: parisId,
        collectorId: 'sftp',
        name: 'Sans mot de passe',
        docType: 'FACT',
        accounts: [collectorAccount(), collectorAccount({ password: '' })],
      },
    });
    expect(refused(answer, 400).error.fields).toEqual({ 'accounts.1.password': 'collector_password_required' });
    expect((await listed({ search: 'Sans mot', limit: 100 })).count).toBe(0);
  });

  it('refuses a folder that climbs out of itself and a host with a scheme', async () => {
    const answer = await api(collectors.add, {
      body: {
        orgId: parisId,
        collectorId: 'webdav',
        name: 'Dossier',
        docType: 'FACT',
        accounts: [collectorAccount({ host: 'https://evil.example/x', folder: '../etc' })],
      },
    });
    const { fields } = refused(answer, 400).error;
    expect(Object.keys(fields!).sort()).toEqual(['accounts.0.folder', 'accounts.0.host']);
  });

  it('being processed cannot be deleted (409), and can be once its run ends', async () => {
    const subscription = await makeCollectorSubscription(server, admin, { orgId: parisId, name: 'En cours' });
    const { db } = server.ctx.database;
    const hold = (until: Date | null) =>
      db.updateTable('collector_subscriptions').set({ lease_until: until }).where('id', '=', subscription.id).execute();
    await hold(new Date(Date.now() + 60_000));
    expect((await api.ok(collectors.subscription, { params: { id: subscription.id } })).data.processing).toBe(true);
    const refusal = await api(collectors.delete, { params: { id: subscription.id } });
    expect(refused(refusal, 409).error.fields).toEqual({ id: 'collector_processing' });
    await hold(null);
    expect((await api(collectors.delete, { params: { id: subscription.id } })).status).toBe(204);
    expect((await subscriptionOf(subscription.id)).status).toBe(404);
  });

  it('of another organisation is neither listed nor counted for a user who sees only theirs', async () => {
    const lyons = await makeCollectorSubscription(server, admin, { orgId: lyonId, name: 'Lyon seulement' });
    const parisUser = await makeScopedUser(server, {
      login: 'paris-collectors',
      orgId: parisId,
      features: ['COLLECTORS_LIST', 'COLLECTORS_EDIT', 'COLLECTORS_DELETE'],
    });
    const seen = await listed({ limit: 100 }, parisUser.token);
    expect(seen.csList.map((row) => row.id)).not.toContain(lyons.id);
    expect(seen.csList.every((row) => row.orgId === parisId)).toBe(true);
    expect((await subscriptionOf(lyons.id, parisUser.token)).status).toBe(404);
    const catalogue = await apiAs(server, parisUser.token).ok(collectors.catalogue);
    const adminCatalogue = await api.ok(collectors.catalogue);
    expect(catalogue.collectors[0]!.subscriptions).toBeLessThan(adminCatalogue.collectors[0]!.subscriptions);
    expect((await apiAs(server, parisUser.token)(collectors.newRequest, { params: { id: lyons.id } })).status).toBe(
      404,
    );
  });
});
