import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../common/api/campaigns';
import { apiAs, ok, refused, type Api } from '../support/api';
import { campaignForm } from '../support/campaigns';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertCampaign, insertDispatchedDoc, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let adminId: string;
/** The attacker's client. */
let attacker: Api;
let paris: Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Awaited<ReturnType<typeof demoOrganization>>;

// The attacker holds every campaign right and sees Paris's employees, but only Paris.
beforeAll(async () => {
  // No workers: these tests read what a call leaves queued, before any job moves it on.
  server = await startTestServer({ RUN_WORKERS: 'false' });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
  const { db } = server.ctx.database;
  adminId = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  const scoped = await makeScopedUser(server, {
    login: 'paris-campaigns',
    orgId: paris.id,
    features: ['CAMPAIGNS_LIST', 'CAMPAIGNS_EDIT', 'CAMPAIGNS_DELETE', 'EMPLOYEES_LIST', 'DOCUMENTS_LIST'],
  });
  attacker = apiAs(server, scoped.token);
});

afterAll(() => server.close());

const lyonEmployee = () => makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });

/** Every call that names a campaign or a dispatched document, as the front end makes it, by name. */
const callsOn = (campaignId: string, docId: string): [string, (api: Api) => Promise<{ status: number }>][] => {
  const campaign = { params: { id: campaignId } };
  const doc = { params: { id: docId } };
  return [
    ['get', (api) => api(campaigns.get, campaign)],
    ['dispatchedDocs', (api) => api(campaigns.dispatchedDocs, { ...campaign, body: {} })],
    [
      'mergedDispatchedDocs',
      (api) => api(campaigns.mergedDispatchedDocs, { ...campaign, body: { status: 'IN_ERROR' } }),
    ],
    ['ignoredPages', (api) => api(campaigns.ignoredPages, campaign)],
    ['validate', (api) => api(campaigns.validate, campaign)],
    ['send', (api) => api(campaigns.send, campaign)],
    ['retry', (api) => api(campaigns.retry, campaign)],
    ['retryDispatchedDoc', (api) => api(campaigns.retryDispatchedDoc, doc)],
    ['sendDispatchedDoc', (api) => api(campaigns.sendDispatchedDoc, doc)],
    ['deleteDispatchedDocs', (api) => api(campaigns.deleteDispatchedDocs, { body: { dispatchedDocIds: [docId] } })],
  ];
};

describe('a user who sees only Paris', () => {
  it('gets 404 on every call about a Lyon campaign, which changes nothing', async () => {
    const { db } = server.ctx.database;
    const blob = await server.ctx.blobs.put(await textPdf(['Lyon']));
    const campaign = await insertCampaign(db, lyon, adminId, { status: 'IN_ERROR', blobKey: blob });
    const doc = await insertDispatchedDoc(db, campaign, { status: 'IN_ERROR', blob_key: blob });
    await db
      .insertInto('campaign_ignored_pages')
      .values({ campaign_id: campaign.id, file_id: campaign.fileId, page: 1 })
      .execute();
    for (const id of [campaign.id, campaign.id.toUpperCase()]) {
      for (const [name, attempt] of callsOn(id, doc.id)) {
        const answer = await attempt(attacker);
        expect(answer.status, `${name} ${id}`).toBe(404);
      }
    }
    const [row, docRow] = [
      await db.selectFrom('campaigns').select('status').where('id', '=', campaign.id).executeTakeFirstOrThrow(),
      await db.selectFrom('dispatched_docs').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow(),
    ];
    expect([row.status, docRow.status]).toEqual(['IN_ERROR', 'IN_ERROR']);
    // The administrator, who sees Lyon, gets them.
    expect((await apiAs(server, admin)(campaigns.get, { params: { id: campaign.id } })).status).toBe(200);
  });

  it('never finds a Lyon campaign in the list or the stats', async () => {
    const { db } = server.ctx.database;
    const campaign = await insertCampaign(db, lyon, adminId, {
      status: 'WAITING_CHORUS_INFOS',
      name: 'Secret lyonnais',
    });
    for (const body of [
      {},
      { search: 'secret' },
      { filters: { orgId: lyon.id } },
      { filters: { orgId: lyon.customer_id } },
    ]) {
      const { dispatchs } = ok(await attacker(campaigns.search, { body: { ...body, limit: 100 } }));
      expect(dispatchs.map((row) => row.id)).not.toContain(campaign.id);
    }
    const stats = async (api: Api) => ok(await api(campaigns.stats)).byState.WAITING_CHORUS_INFOS;
    expect(await stats(attacker)).toBe(0);
    expect(await stats(apiAs(server, admin))).toBeGreaterThan(0);
  });

  it('cannot create a campaign for Lyon, nor send to a Lyon employee or a Lyon document', async () => {
    const lyonPerson = await lyonEmployee();
    const parisPerson = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const lyonDocument = await makeDocument(server, admin, { orgId: lyon.id, docType: 'PAYE' }, await textPdf(['L']));
    const dispatch = { name: 'Intrusion', detection: false, files: [{ name: 'a.pdf', docType: 'PAYE' as const }] };
    const upload = [{ name: 'a.pdf', bytes: await textPdf(['Intrusion']) }];
    const forLyon = await attacker(campaigns.create, {
      body: campaignForm({ ...dispatch, orgId: lyon.id, siret: lyon.siret, employeeIds: [lyonPerson.id] }, upload),
    });
    expect(forLyon.status).toBe(404);
    const toLyonEmployee = await attacker(campaigns.create, {
      body: campaignForm({ ...dispatch, orgId: paris.id, siret: paris.siret, employeeIds: [lyonPerson.id] }, upload),
    });
    expect(refused(toLyonEmployee, 400).error.fields).toEqual({ recipients: 'not_found' });
    const withLyonDocument = await attacker(campaigns.createManual, {
      body: {
        ...dispatch,
        files: [],
        orgId: paris.id,
        siret: paris.siret!,
        employeeIds: [parisPerson.id],
        docIds: [lyonDocument.id],
      },
    });
    expect(refused(withLyonDocument, 400).error.fields).toEqual({ docIds: 'not_found' });
  });

  it('sees, counts, merges and deletes only the documents of a Paris campaign for employees they see', async () => {
    const { db } = server.ctx.database;
    const visible = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const hidden = await lyonEmployee();
    const blob = await server.ctx.blobs.put(await textPdf(['Paie']));
    const campaign = await insertCampaign(db, paris, adminId, { status: 'IN_ERROR', name: 'Paie partagée' });
    const seen = await insertDispatchedDoc(db, campaign, {
      employee_id: visible.id,
      status: 'NOT_DISPATCHED',
      blob_key: blob,
    });
    const unseen = await insertDispatchedDoc(db, campaign, {
      employee_id: hidden.id,
      status: 'IN_ERROR',
      blob_key: blob,
    });
    const nobody = await insertDispatchedDoc(db, campaign, { status: 'PENDING' });
    await db.updateTable('campaigns').set({ recipients_count: 2 }).where('id', '=', campaign.id).execute();

    const params = { id: campaign.id };
    const listed = await attacker(campaigns.dispatchedDocs, { params, body: {} });
    const { dispatchedDocs, count } = ok(listed);
    expect([dispatchedDocs.map((doc) => doc.id).sort(), count]).toEqual([[seen.id, nobody.id].sort(), 2]);
    const detail = ok(await attacker(campaigns.get, { params }));
    expect(detail.data).toMatchObject({
      documentsCount: 2,
      recipientsCount: 1,
      counts: { NOT_DISPATCHED: 1, IN_ERROR: 0, PENDING: 1 },
    });
    const summary = ok(await attacker(campaigns.search, { body: { search: 'Paie partagée' } }));
    expect(summary.dispatchs).toMatchObject([{ id: campaign.id, documentsCount: 2, recipientsCount: 1 }]);

    const merged = await attacker(campaigns.mergedDispatchedDocs, { params, body: { status: 'IN_ERROR' } });
    expect(merged.status).toBe(404);
    for (const [name, attempt] of callsOn(campaign.id, unseen.id).slice(7)) {
      expect((await attempt(attacker)).status, name).toBe(404);
    }
    const both = await attacker(campaigns.deleteDispatchedDocs, { body: { dispatchedDocIds: [seen.id, unseen.id] } });
    expect(both.status).toBe(404);
    const left = await db.selectFrom('dispatched_docs').select('id').where('campaign_id', '=', campaign.id).execute();
    expect(left).toHaveLength(3);
  });

  it('gets 403 without the campaign features', async () => {
    const reader = await makeScopedUser(server, {
      login: 'paris-reader',
      orgId: paris.id,
      features: ['CAMPAIGNS_LIST'],
    });
    const { db } = server.ctx.database;
    const campaign = await insertCampaign(db, paris, adminId, { status: 'IN_ERROR' });
    const doc = await insertDispatchedDoc(db, campaign, { status: 'IN_ERROR' });
    const readerApi = apiAs(server, reader.token);
    expect((await readerApi(campaigns.get, { params: { id: campaign.id } })).status).toBe(200);
    for (const [name, attempt] of callsOn(campaign.id, doc.id).slice(4)) {
      expect((await attempt(readerApi)).status, name).toBe(403);
    }
  });
});
