import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaign, TCampaignSummary, TDispatchedDoc } from '../../common/schemas/campaigns';
import { postCampaign } from '../support/campaigns';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertCampaign, insertDispatchedDoc, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let adminId: string;
let attacker: string;
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
  attacker = (
    await makeScopedUser(server, {
      login: 'paris-campaigns',
      orgId: paris.id,
      features: ['CAMPAIGNS_LIST', 'CAMPAIGNS_EDIT', 'CAMPAIGNS_DELETE', 'EMPLOYEES_LIST', 'DOCUMENTS_LIST'],
    })
  ).token;
});
afterAll(() => server.close());

const lyonEmployee = () => makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });

/** Every call that names a campaign or a dispatched document, as the front end makes it. */
const callsOn = (campaignId: string, docId: string) => [
  { path: `/api/desk/dispatch/${campaignId}`, method: 'GET' },
  { path: `/api/desk/dispatch/${campaignId}/dispatched-docs`, method: 'POST', body: {} },
  { path: `/api/desk/dispatch/${campaignId}/dispatched-docs/merged`, method: 'POST', body: { status: 'IN_ERROR' } },
  { path: `/api/desk/dispatch/${campaignId}/ignored-pages`, method: 'GET' },
  { path: `/api/desk/dispatch/validate/${campaignId}`, method: 'GET' },
  { path: `/api/desk/dispatch/send/${campaignId}`, method: 'POST' },
  { path: `/api/desk/dispatch/retry/${campaignId}`, method: 'POST' },
  { path: `/api/desk/dispatched-doc/retry/${docId}`, method: 'POST' },
  { path: `/api/desk/dispatched-doc/send/${docId}`, method: 'GET' },
  { path: '/api/desk/dispatched-docs', method: 'DELETE', body: { dispatchedDocIds: [docId] } },
];

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
      for (const { path, method, body } of callsOn(id, doc.id)) {
        const response = await call(server, path, { token: attacker, method, body });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    const [row, docRow] = [
      await db.selectFrom('campaigns').select('status').where('id', '=', campaign.id).executeTakeFirstOrThrow(),
      await db.selectFrom('dispatched_docs').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow(),
    ];
    expect([row.status, docRow.status]).toEqual(['IN_ERROR', 'IN_ERROR']);
    // The administrator, who sees Lyon, gets them.
    expect((await call(server, `/api/desk/dispatch/${campaign.id}`, { token: admin })).status).toBe(200);
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
      const response = await call(server, '/api/desk/dispatchs', { token: attacker, body: { ...body, limit: 100 } });
      const { dispatchs } = (await response.json()) as { dispatchs: TCampaignSummary[] };
      expect(dispatchs.map((row) => row.id)).not.toContain(campaign.id);
    }
    const stats = async (token: string) =>
      (
        (await (await call(server, '/api/desk/dispatchs/stats', { token })).json()) as {
          byState: Record<string, number>;
        }
      ).byState.WAITING_CHORUS_INFOS;
    expect(await stats(attacker)).toBe(0);
    expect(await stats(admin)).toBeGreaterThan(0);
  });

  it('cannot create a campaign for Lyon, nor send to a Lyon employee or a Lyon document', async () => {
    const lyonPerson = await lyonEmployee();
    const parisPerson = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const lyonDocument = await makeDocument(server, admin, { orgId: lyon.id, docType: 'PAYE' }, await textPdf(['L']));
    const dispatch = { name: 'Intrusion', detection: false, files: [{ name: 'a.pdf', docType: 'PAYE' }] };
    const upload = [{ name: 'a.pdf', bytes: await textPdf(['Intrusion']) }];
    const forLyon = await postCampaign(
      server,
      attacker,
      { ...dispatch, orgId: lyon.id, siret: lyon.siret, employeeIds: [lyonPerson.id] },
      upload,
    );
    expect(forLyon.status).toBe(404);
    const toLyonEmployee = await postCampaign(
      server,
      attacker,
      { ...dispatch, orgId: paris.id, siret: paris.siret, employeeIds: [lyonPerson.id] },
      upload,
    );
    expect((await toLyonEmployee.json()).error.fields).toEqual({ recipients: 'not_found' });
    const withLyonDocument = await call(server, '/api/desk/dispatch/manual', {
      token: attacker,
      body: {
        ...dispatch,
        files: [],
        orgId: paris.id,
        siret: paris.siret,
        employeeIds: [parisPerson.id],
        docIds: [lyonDocument.id],
      },
    });
    expect((await withLyonDocument.json()).error.fields).toEqual({ docIds: 'not_found' });
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

    const listed = await call(server, `/api/desk/dispatch/${campaign.id}/dispatched-docs`, {
      token: attacker,
      body: {},
    });
    const { dispatchedDocs, count } = (await listed.json()) as { dispatchedDocs: TDispatchedDoc[]; count: number };
    expect([dispatchedDocs.map((doc) => doc.id).sort(), count]).toEqual([[seen.id, nobody.id].sort(), 2]);
    const detail = (await (await call(server, `/api/desk/dispatch/${campaign.id}`, { token: attacker })).json()) as {
      data: TCampaign;
    };
    expect(detail.data).toMatchObject({
      documentsCount: 2,
      recipientsCount: 1,
      counts: { NOT_DISPATCHED: 1, IN_ERROR: 0, PENDING: 1 },
    });
    const summary = (await (
      await call(server, '/api/desk/dispatchs', { token: attacker, body: { search: 'Paie partagée' } })
    ).json()) as { dispatchs: TCampaignSummary[] };
    expect(summary.dispatchs).toMatchObject([{ id: campaign.id, documentsCount: 2, recipientsCount: 1 }]);

    const merged = await call(server, `/api/desk/dispatch/${campaign.id}/dispatched-docs/merged`, {
      token: attacker,
      body: { status: 'IN_ERROR' },
    });
    expect(merged.status).toBe(404);
    for (const { path, method, body } of callsOn(campaign.id, unseen.id).slice(7)) {
      expect((await call(server, path, { token: attacker, method, body })).status, `${method} ${path}`).toBe(404);
    }
    const both = await call(server, '/api/desk/dispatched-docs', {
      token: attacker,
      method: 'DELETE',
      body: { dispatchedDocIds: [seen.id, unseen.id] },
    });
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
    expect((await call(server, `/api/desk/dispatch/${campaign.id}`, { token: reader.token })).status).toBe(200);
    for (const { path, method, body } of callsOn(campaign.id, doc.id).slice(4)) {
      expect((await call(server, path, { token: reader.token, method, body })).status, `${method} ${path}`).toBe(403);
    }
  });
});
