import { sql } from 'kysely';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '../../common/api/call';
import { campaigns } from '../../common/api/campaigns';
import {
  allowedCampaignActions,
  CAMPAIGN_STATUSES,
  CAMPAIGN_USER_EVENTS,
  type TCampaignSummary,
  type TDispatchedDoc,
} from '../../common/schemas/campaigns';
import { apiAs, ok, refused, type Api, malformed } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import {
  insertCampaign,
  insertDispatchedDoc,
  makeEmployee,
  makeOrganization,
  makeScopedUser,
} from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';
import { zipEntries } from '../support/zipEntries';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let adminId: string;
let paris: Awaited<ReturnType<typeof demoOrganization>>;

beforeAll(async () => {
  // No workers: these tests read what a call leaves queued, before any job moves it on.
  server = await startTestServer({ RUN_WORKERS: 'false' });
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  paris = await demoOrganization(server, 'Paris');
  const { db } = server.ctx.database;
  adminId = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

/** An organisation of its own under Paris, as a database row, so that a test sees only its campaigns. */
const freshOrganization = async () => {
  const { id } = await makeOrganization(server, admin, { parentId: paris.id });
  return server.ctx.database.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
};

const list = async (body: CallBody<typeof campaigns.search>, token = admin) => {
  const answer = await apiAs(server, token)(campaigns.search, { body });
  expect(answer.status).toBe(200);
  return ok(answer);
};

const detail = async (id: string) => {
  const answer = await api(campaigns.get, { params: { id } });
  expect(answer.status).toBe(200);
  return ok(answer).data;
};

const docs = async (campaignId: string, body: CallBody<typeof campaigns.dispatchedDocs> = {}) => {
  const answer = await api(campaigns.dispatchedDocs, { params: { id: campaignId }, body });
  expect(answer.status).toBe(200);
  return ok(answer);
};

const statusOf = async (table: 'campaigns' | 'dispatched_docs', id: string) =>
  (await server.ctx.database.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

const dispatchQueued = async (campaignId: string) =>
  (
    await sql<{
      id: string;
    }>`select id from pgboss.job where name = 'campaigns.dispatch' and data->>'campaignId' = ${campaignId}`.execute(
      server.ctx.database.db,
    )
  ).rows.length > 0;

describe('the campaign list', () => {
  it('filters by name, display state, organisation subtree and creation day, sorts and pages', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const shop = await makeOrganization(server, admin, { parentId: org.id });
    const shopRow = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow();
    const a = await insertCampaign(db, org, adminId, {
      name: 'Paie octobre',
      status: 'DISPATCHED',
      documents_count: 3,
    });
    const b = await insertCampaign(db, org, adminId, { name: 'Paie novembre', status: 'IN_ERROR', documents_count: 1 });
    const c = await insertCampaign(db, shopRow, adminId, {
      name: 'Archives novembre',
      status: 'DISPATCHED',
      no_distribution: true,
      created_at: new Date('2026-01-15T10:00:00Z'),
    });
    const ids = (page: { dispatchs: TCampaignSummary[] }) => page.dispatchs.map((row) => row.id);

    expect(ids(await list({ filters: { orgId: org.id }, sort: { field: 'name', order: 'ASC' } }))).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    expect(ids(await list({ filters: { orgId: shop.id.toUpperCase() } }))).toEqual([c.id]);
    expect(
      ids(await list({ filters: { orgId: org.id, name: 'NOVEMBRE' }, sort: { field: 'name', order: 'DESC' } })),
    ).toEqual([b.id, c.id]);
    expect(ids(await list({ filters: { orgId: org.id, status: 'NO_DISTRIBUTION' } }))).toEqual([c.id]);
    expect(ids(await list({ filters: { orgId: org.id, status: 'DISPATCHED' } }))).toEqual([a.id]);
    expect(
      ids(await list({ filters: { orgId: org.id, createdAt: { start: '2026-01-15', end: '2026-01-15' } } })),
    ).toEqual([c.id]);
    expect(
      ids(
        await list({ filters: { orgId: org.id }, sort: { field: 'documentsCount', order: 'DESC' }, limit: 1, page: 1 }),
      ),
    ).toEqual([a.id]);
    const second = await list({
      filters: { orgId: org.id },
      sort: { field: 'documentsCount', order: 'DESC' },
      limit: 1,
      page: 2,
    });
    expect([ids(second), second.count]).toEqual([[b.id], 3]);
    expect((await list({ search: 'octobre', filters: { orgId: org.id } })).dispatchs).toMatchObject([
      { id: a.id, emitter: org.name, state: 'DISPATCHED', siret: org.siret, documentsCount: 3 },
    ]);
    const archived = (await list({ filters: { orgId: shop.id } })).dispatchs[0];
    expect(archived).toMatchObject({ status: 'DISPATCHED', state: 'NO_DISTRIBUTION', noDistribution: true });
  });

  it('answers nothing for an organisation the caller does not see, and 400 to a bad filter', async () => {
    expect(await list({ filters: { orgId: crypto.randomUUID() } })).toEqual({ dispatchs: [], count: 0 });
    for (const filters of [{ status: 'DONE' }, { orgId: 'paris' }, { createdAt: { start: '2026-02-30' } }]) {
      expect((await api(campaigns.search, { body: malformed({ filters }) })).status).toBe(400);
    }
  });

  it('counts the campaigns per display state in the stats', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    for (const status of ['NEEDS_VALIDATION', 'IN_ERROR', 'IN_ERROR', 'DISPATCHED'] as const)
      await insertCampaign(db, org, adminId, { status });
    await insertCampaign(db, org, adminId, { status: 'NOT_DISPATCHED', no_distribution: true });
    const viewer = await makeScopedUser(server, { login: 'stats-viewer', orgId: org.id, features: ['CAMPAIGNS_LIST'] });
    const stats = ok(await apiAs(server, viewer.token)(campaigns.stats));
    expect(stats.byState).toMatchObject({
      NEEDS_VALIDATION: 1,
      IN_ERROR: 2,
      DISPATCHED: 1,
      NO_DISTRIBUTION: 1,
      NOT_DISPATCHED: 0,
      SPLITTING: 0,
    });
    expect(stats.needingAction).toBe(3);
  });
});

describe('the campaign detail', () => {
  it('shows the counts per document status, the files’ split progress, ignored pages and actions', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const campaign = await insertCampaign(db, org, adminId, {
      status: 'IN_ERROR',
      detection: true,
      doc_type: 'PAYE',
      pages: 12,
    });
    await db.updateTable('campaign_files').set({ split_pages: 5 }).where('id', '=', campaign.fileId).execute();
    for (const status of ['DISPATCHED', 'DISPATCHED', 'IN_ERROR', 'PENDING'] as const)
      await insertDispatchedDoc(db, campaign, { status });
    await db
      .insertInto('campaign_ignored_pages')
      .values([3, 4].map((page) => ({ campaign_id: campaign.id, file_id: campaign.fileId, page })))
      .execute();
    const shown = await detail(campaign.id.toUpperCase());
    expect(shown).toMatchObject({
      id: campaign.id,
      status: 'IN_ERROR',
      state: 'IN_ERROR',
      docTypeCode: 'PAYE',
      createdBy: 'Camille Martin',
      ignoredPages: 2,
      files: [{ id: campaign.fileId, name: 'source.pdf', pages: 12, splitPages: 5 }],
      counts: { DISPATCHED: 2, IN_ERROR: 1, PENDING: 1, NOT_DISPATCHED: 0, MAIL_DISPATCHED: 0, PAPER_DISPATCHED: 0 },
      actions: ['send', 'retry'],
    });
  });

  it('answers 404 for an unknown campaign', async () => {
    expect((await api(campaigns.get, { params: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});

describe('the campaign actions', () => {
  const actions = { validate: campaigns.validate, send: campaigns.send, retry: campaigns.retry };

  it('allow exactly what the state machine allows, and answer 409 otherwise, changing nothing', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    for (const status of CAMPAIGN_STATUSES) {
      for (const event of CAMPAIGN_USER_EVENTS) {
        const campaign = await insertCampaign(db, org, adminId, { status });
        const answer = await api(actions[event], { params: { id: campaign.id } });
        const allowed = allowedCampaignActions(status).includes(event);
        expect(answer.status, `${event} from ${status}`).toBe(allowed ? 200 : 409);
        expect(await statusOf('campaigns', campaign.id)).toBe(allowed ? 'NEEDS_DISPATCHING' : status);
        expect(await dispatchQueued(campaign.id)).toBe(allowed);
        if (!allowed) expect(refused(answer, 409).error.code).toBe('CONFLICT');
      }
    }
  });

  it('retry puts the failed and undelivered documents back to PENDING, and only those', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const campaign = await insertCampaign(db, org, adminId, { status: 'IN_ERROR' });
    const failed = await insertDispatchedDoc(db, campaign, {
      status: 'IN_ERROR',
      error_cause: 'PERSONAL_ACCOUNT_ERROR',
    });
    const undelivered = await insertDispatchedDoc(db, campaign, {
      status: 'NOT_DISPATCHED',
      error_cause: 'NO_BPE_AGREEMENT',
    });
    const sent = await insertDispatchedDoc(db, campaign, { status: 'DISPATCHED' });
    const answer = await api(campaigns.retry, { params: { id: campaign.id } });
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toMatchObject({
      status: 'NEEDS_DISPATCHING',
      counts: { PENDING: 2, DISPATCHED: 1 },
    });
    const rows = await db
      .selectFrom('dispatched_docs')
      .select(['id', 'status', 'error_cause'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(new Map(rows.map((row) => [row.id, [row.status, row.error_cause]]))).toEqual(
      new Map([
        [failed.id, ['PENDING', null]],
        [undelivered.id, ['PENDING', null]],
        [sent.id, ['DISPATCHED', null]],
      ]),
    );
  });
});

describe('the dispatched documents', () => {
  it('are listed with their recipient, pages, status and cause, filtered and sorted', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const employee = await makeEmployee(server, admin, {
      organizations: [{ orgId: org.id }],
      lastName: 'Zola',
      firstName: 'Émile',
    });
    const campaign = await insertCampaign(db, org, adminId, { status: 'NOT_DISPATCHED', detection: true });
    const zola = await insertDispatchedDoc(db, campaign, {
      employee_id: employee.id,
      status: 'NOT_DISPATCHED',
      error_cause: 'NO_BPE_AGREEMENT',
      page_from: 2,
      page_to: 3,
      name: 'Bulletin - ZOLA Émile.pdf',
    });
    const nobody = await insertDispatchedDoc(db, campaign, { status: 'IN_ERROR', error_cause: 'EMPLOYEE_NOT_FOUND' });
    const all = await docs(campaign.id, { sort: { field: 'recipient', order: 'ASC' } });
    expect(all.count).toBe(2);
    expect(all.dispatchedDocs[0]).toEqual({
      id: zola.id,
      name: 'Bulletin - ZOLA Émile.pdf',
      sender: 'Camille Martin',
      recipient: 'ZOLA Émile',
      recipientKind: 'EMPLOYEE',
      status: 'NOT_DISPATCHED',
      channel: null,
      errorCause: 'NO_BPE_AGREEMENT',
      pageFrom: 2,
      pageTo: 3,
      documentId: null,
    });
    expect(all.dispatchedDocs[1]).toMatchObject({ id: nobody.id, recipient: null, recipientKind: null });
    const ids = (page: { dispatchedDocs: TDispatchedDoc[] }) => page.dispatchedDocs.map((doc) => doc.id);
    expect(ids(await docs(campaign.id, { filters: { recipient: 'zola' } }))).toEqual([zola.id]);
    expect(ids(await docs(campaign.id, { filters: { status: 'IN_ERROR' } }))).toEqual([nobody.id]);
    expect(ids(await docs(campaign.id, { filters: { errorCause: 'NO_BPE_AGREEMENT' } }))).toEqual([zola.id]);
    expect(ids(await docs(campaign.id, { search: 'émile' }))).toEqual([zola.id]);
    const unknown = await api(campaigns.dispatchedDocs, { params: { id: crypto.randomUUID() }, body: {} });
    expect(unknown.status).toBe(404);
  });

  it('retry one failed document: PENDING again, the campaign back to dispatching; 409 for a delivered one', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const campaign = await insertCampaign(db, org, adminId, { status: 'IN_ERROR' });
    const failed = await insertDispatchedDoc(db, campaign, {
      status: 'IN_ERROR',
      error_cause: 'PERSONAL_ACCOUNT_ERROR',
    });
    const sent = await insertDispatchedDoc(db, campaign, { status: 'DISPATCHED' });
    const retry = (id: string) => api(campaigns.retryDispatchedDoc, { params: { id } });
    const answer = await retry(failed.id.toUpperCase());
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toMatchObject({ id: failed.id, status: 'PENDING', errorCause: null });
    expect(await statusOf('campaigns', campaign.id)).toBe('NEEDS_DISPATCHING');
    expect(await dispatchQueued(campaign.id)).toBe(true);
    expect((await retry(sent.id)).status).toBe(409);
    expect((await retry(failed.id)).status).toBe(409);
    expect((await retry(crypto.randomUUID())).status).toBe(404);
  });

  it('send one PENDING document: its dispatch queued; 409 for another status or a campaign still splitting', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const waiting = await insertCampaign(db, org, adminId, { status: 'WAITING_FOR_USER_REGISTRATION' });
    const pending = await insertDispatchedDoc(db, waiting, { status: 'PENDING' });
    const sent = await insertDispatchedDoc(db, waiting, { status: 'DISPATCHED' });
    const splitting = await insertCampaign(db, org, adminId, { status: 'SPLITTING' });
    const early = await insertDispatchedDoc(db, splitting, { status: 'PENDING' });
    const send = (id: string) => api(campaigns.sendDispatchedDoc, { params: { id } });
    const answer = await send(pending.id);
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toMatchObject({ id: pending.id, status: 'PENDING' });
    expect(await statusOf('campaigns', waiting.id)).toBe('NEEDS_DISPATCHING');
    expect(await dispatchQueued(waiting.id)).toBe(true);
    expect((await send(sent.id)).status).toBe(409);
    expect((await send(early.id)).status).toBe(409);
    expect(await dispatchQueued(splitting.id)).toBe(false);
  });

  it('delete only documents not delivered, all or none, and the campaign’s count follows', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const campaign = await insertCampaign(db, org, adminId, { status: 'IN_ERROR' });
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: org.id }] });
    const [pending, failed, undelivered, sent, unattributed] = [
      await insertDispatchedDoc(db, campaign, { status: 'PENDING' }),
      await insertDispatchedDoc(db, campaign, { status: 'IN_ERROR' }),
      await insertDispatchedDoc(db, campaign, { status: 'NOT_DISPATCHED' }),
      await insertDispatchedDoc(db, campaign, { status: 'DISPATCHED', employee_id: employee.id }),
      await insertDispatchedDoc(db, campaign, { status: 'DISPATCHED' }),
    ];
    const remove = (ids: string[]) => api(campaigns.deleteDispatchedDocs, { body: { dispatchedDocIds: ids } });
    expect((await remove([pending.id, sent.id])).status).toBe(409);
    expect((await remove([pending.id, crypto.randomUUID()])).status).toBe(404);
    expect((await detail(campaign.id)).documentsCount).toBe(5);
    expect((await remove([pending.id, failed.id.toUpperCase(), undelivered.id])).status).toBe(204);
    const left = await db.selectFrom('dispatched_docs').select('id').where('campaign_id', '=', campaign.id).execute();
    expect(left.map((row) => row.id).sort()).toEqual([sent.id, unattributed.id].sort());
    // A piece attributed to nobody is no recipient.
    expect(await detail(campaign.id)).toMatchObject({ documentsCount: 2, recipientsCount: 1 });
    expect((await remove([])).status).toBe(400);
  });
});

describe('the campaign files', () => {
  const pagesOf = (bytes: Buffer) => mupdf.Document.openDocument(bytes, 'application/pdf').countPages();

  it('merge the documents in one status into one PDF, by name; 404 when there is none', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const campaign = await insertCampaign(db, org, adminId, { status: 'PAPER_DISPATCHED' });
    const [one, two] = [
      await server.ctx.blobs.put(await textPdf(['B'])),
      await server.ctx.blobs.put(await textPdf(['A1', 'A2'])),
    ];
    await insertDispatchedDoc(db, campaign, { status: 'PAPER_DISPATCHED', blob_key: one, name: 'b.pdf' });
    await insertDispatchedDoc(db, campaign, { status: 'PAPER_DISPATCHED', blob_key: two, name: 'a.pdf' });
    await insertDispatchedDoc(db, campaign, { status: 'DISPATCHED', blob_key: one, name: 'c.pdf' });
    const merged = (body: CallBody<typeof campaigns.mergedDispatchedDocs>) =>
      api(campaigns.mergedDispatchedDocs, { params: { id: campaign.id }, body });
    const answer = await merged({ status: 'PAPER_DISPATCHED' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const pdf = ok(answer);
    expect(pagesOf(pdf)).toBe(3);
    const first = mupdf.Document.openDocument(pdf, 'application/pdf')
      .loadPage(0)
      .toStructuredText('preserve-whitespace')
      .asText();
    expect(first).toContain('A1');
    const none = await merged({ status: 'IN_ERROR' });
    expect(none.status).toBe(404);
    expect(refused(none, 404).error.code).toBe('NOT_FOUND');
    expect((await merged(malformed({ status: 'LOST' }))).status).toBe(400);
  });

  it('give the ignored pages as a zip of one PDF per page; 404 when there is none', async () => {
    const { db } = server.ctx.database;
    const org = await freshOrganization();
    const source = await server.ctx.blobs.put(await textPdf(['Page 1', 'Page 2', 'Page 3']));
    const campaign = await insertCampaign(db, org, adminId, { status: 'SPLITTED', blobKey: source, pages: 3 });
    await db.updateTable('campaign_files').set({ name: 'paie.pdf' }).where('id', '=', campaign.fileId).execute();
    const archive = () => api(campaigns.ignoredPages, { params: { id: campaign.id } });
    expect((await archive()).status).toBe(404);
    await db
      .insertInto('campaign_ignored_pages')
      .values([1, 3].map((page) => ({ campaign_id: campaign.id, file_id: campaign.fileId, page })))
      .execute();
    const answer = await archive();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const entries = await zipEntries(ok(answer));
    expect([...entries.keys()]).toEqual(['paie - page 1.pdf', 'paie - page 3.pdf']);
    const third = mupdf.Document.openDocument(entries.get('paie - page 3.pdf')!, 'application/pdf');
    expect(third.countPages()).toBe(1);
    expect(third.loadPage(0).toStructuredText('preserve-whitespace').asText()).toContain('Page 3');
  });
});
