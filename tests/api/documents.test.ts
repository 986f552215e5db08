import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '../../common/api/call';
import { documents } from '../../common/api/documents';
import type { TDocPage } from '../../common/schemas/documents';
import { apiAs, ok, refused, type Api, malformed } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { insertDocument, insertEmployee, insertOrganization } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let adminId: string;
type Org = Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Org;

const db = () => server.ctx.database.db;

type DocSearch = CallBody<typeof documents.search>;

const docs = async (body: DocSearch, token = admin) => {
  const answer = await apiAs(server, token)(documents.search, { body });
  expect(answer.status).toBe(200);
  return ok(answer);
};
const idsOf = (page: TDocPage) => page.docs.map((doc) => doc.id);

/** A fresh organisation under Lyon, so that each test counts its own documents only. */
const freshOrganization = (name?: string) => insertOrganization(db(), { parent: lyon, name });

/** What text extraction (ged-store's job) would leave: the document's words, searchable. */
const setText = (id: string, text: string) =>
  sql`update documents set search_vector = to_tsvector('liasse_french', ${text}) where id = ${id}`.execute(db());

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  adminId = (await db().selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server?.close());

describe('the documents list', () => {
  it('finds by French full text, accents and inflections ignored, and a fresh upload by its file name', async () => {
    const org = await freshOrganization();
    const payslip = await insertDocument(db(), org, { file_name: 'scan-001.pdf' });
    const contract = await insertDocument(db(), org, { file_name: 'scan-002.pdf', doc_type: 'WCNT' });
    const fresh = await insertDocument(db(), org, { file_name: 'Attestation-employeur.pdf', text_status: 'PENDING' });
    await setText(payslip.id, 'Bulletin de paie du mois de février, salaire net à payer');
    await setText(contract.id, 'Contrat de travail à durée indéterminée');
    const search = (text: string) => docs({ search: text, filters: { orgId: org.id } });
    expect(idsOf(await search('fevrier'))).toEqual([payslip.id]);
    expect(idsOf(await search('salaires'))).toEqual([payslip.id]);
    expect(idsOf(await search('CONTRAT durée'))).toEqual([contract.id]);
    expect(idsOf(await search('attestation'))).toEqual([fresh.id]);
    expect((await search('introuvable')).count).toBe(0);
  });

  it('applies each filter', async () => {
    const org = await freshOrganization();
    const child = await insertOrganization(db(), { parent: org });
    const employee = await insertEmployee(db(), org, { last_name: 'Dupont', first_name: 'Éloïse' });
    const a = await insertDocument(db(), org, {
      employee_id: employee.id,
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      keywords: ['janvier', 'paie'],
      metadata: JSON.stringify({ service: 'compta' }),
      sender_user_id: adminId,
      sender_name: 'Admin Démo',
      file_name: 'Paie-Janvier.pdf',
    });
    const b = await insertDocument(db(), child, {
      doc_type: 'WCNT',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      keywords: ['contrat'],
      file_name: 'contrat.pdf',
      created_at: new Date('2026-04-02T10:00:00Z'),
    });
    const c = await insertDocument(db(), org, { doc_type: 'CHIN', created_at: new Date('2024-06-15T12:00:00Z') });
    const filtered = async (filters: DocSearch['filters']) =>
      idsOf(await docs({ filters: { orgId: org.id, ...filters }, sort: { field: 'createdAt', order: 'ASC' } }));
    expect(await filtered({})).toEqual([c.id, b.id, a.id]);
    expect(await filtered({ orgId: child.id })).toEqual([b.id]);
    expect(await filtered({ docType: 'WCNT' })).toEqual([b.id]);
    expect(await filtered({ employeeId: employee.id })).toEqual([a.id]);
    expect((await filtered({ noEmployee: true })).sort()).toEqual([b.id, c.id].sort());
    expect(await filtered({ year: 2025 })).toEqual([a.id]);
    expect(await filtered({ year: 2024 })).toEqual([c.id]);
    expect(await filtered({ period: { start: '2025-01-15', end: '2025-02-10' } })).toEqual([a.id]);
    expect(await filtered({ period: { start: '2026-03-31' } })).toEqual([b.id]);
    expect(await filtered({ createdAt: { start: '2026-04-02', end: '2026-04-02' } })).toEqual([b.id]);
    expect(await filtered({ createdAt: { end: '2024-06-15' } })).toEqual([c.id]);
    expect(await filtered({ senderId: adminId })).toEqual([a.id]);
    expect(await filtered({ recipient: 'dupo' })).toEqual([a.id]);
    expect(await filtered({ recipient: 'eloise' })).toEqual([]);
    expect(await filtered({ keywords: 'paie' })).toEqual([a.id]);
    expect(await filtered({ metadata: { name: 'service', value: 'compta' } })).toEqual([a.id]);
    expect(await filtered({ metadata: { name: 'service', value: 'rh' } })).toEqual([]);
    expect(await filtered({ fileName: 'JANVIER' })).toEqual([a.id]);
    expect(await filtered({ fileName: '%' })).toEqual([]);
    expect((await filtered({ read: false })).length).toBe(3);
    expect(await filtered({ read: true })).toEqual([]);
  });

  it('sorts on each field with the id as tie-break, pages without overlap, and finds asked ids', async () => {
    const org = await freshOrganization();
    const same = new Date('2026-01-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await insertDocument(db(), org, { created_at: same, file_name: `f-${i % 2}.pdf` }));
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...idsOf(await docs({ filters: { orgId: org.id }, limit: 2, page })));
    expect(pages).toEqual(
      made
        .map((doc) => doc.id)
        .sort()
        .reverse(),
    );
    for (const field of ['createdAt', 'fileName', 'docType', 'periodStart', 'senderName', 'recipientName'] as const) {
      const page = await docs({ filters: { orgId: org.id }, sort: { field, order: 'ASC' } });
      expect(page.count).toBe(5);
    }
    const byName = await docs({ filters: { orgId: org.id }, sort: { field: 'fileName', order: 'ASC' } });
    expect(byName.docs.map((doc) => doc.fileName)).toEqual(['f-0.pdf', 'f-0.pdf', 'f-0.pdf', 'f-1.pdf', 'f-1.pdf']);
    const asked = await docs({ ids: [made[1]!.id, made[3]!.id] });
    expect(idsOf(asked).sort()).toEqual([made[1]!.id, made[3]!.id].sort());
    expect((await docs({ ids: [] })).count).toBe(0);
  });

  it('names the recipient, the organisation and the metadata of each row', async () => {
    const org = await freshOrganization('Agence Part-Dieu');
    const employee = await insertEmployee(db(), org, { last_name: 'Martin', first_name: 'Léa' });
    const doc = await insertDocument(db(), org, {
      employee_id: employee.id,
      metadata: JSON.stringify({ centre: 'A12' }),
      keywords: ['x'],
      size: 1234,
    });
    const [row] = (await docs({ filters: { orgId: org.id } })).docs;
    expect(row).toMatchObject({
      id: doc.id,
      orgName: 'Agence Part-Dieu',
      recipientName: 'Martin',
      recipientFirstName: 'Léa',
      metaDatas: [{ name: 'centre', value: 'A12' }],
      keywords: ['x'],
      size: 1234,
      read: false,
    });
    const zola = await insertEmployee(db(), org, { last_name: 'Zola', first_name: 'Émile' });
    const abel = await insertEmployee(db(), org, { last_name: 'abel', first_name: 'Ana' });
    await insertDocument(db(), org, { employee_id: zola.id });
    await insertDocument(db(), org, { employee_id: abel.id });
    const byRecipient = async (order: 'ASC' | 'DESC') =>
      (await docs({ filters: { orgId: org.id }, sort: { field: 'recipientName', order } })).docs.map(
        (row) => row.recipientName,
      );
    expect(await byRecipient('ASC')).toEqual(['abel', 'Martin', 'Zola']);
    expect(await byRecipient('DESC')).toEqual(['Zola', 'Martin', 'abel']);
  });
});

describe('one document', () => {
  it('gives the row, its sha256, its path and its audit oldest first', async () => {
    const org = await freshOrganization('Agence Confluence');
    const employee = await insertEmployee(db(), org, { last_name: 'Bernard', first_name: 'Paul' });
    const doc = await insertDocument(db(), org, {
      employee_id: employee.id,
      period_start: '2026-02-01',
      blob_key: 'a'.repeat(64),
    });
    for (const [kind, at] of [
      ['VIEW', '2026-02-03T00:00:00Z'],
      ['DEPOSIT', '2026-02-02T00:00:00Z'],
    ] as const)
      await db()
        .insertInto('document_events')
        .values({ document_id: doc.id, customer_id: org.customer_id, kind, user_id: adminId, at: new Date(at) })
        .execute();
    const answer = await api(documents.get, { params: { id: doc.id } });
    expect(answer.status).toBe(200);
    const { data } = ok(answer);
    expect(data).toMatchObject({
      id: doc.id,
      sha256: 'a'.repeat(64),
      path: 'Agence Confluence / Bernard Paul / PAYE / 2026',
    });
    expect(data.events.map((event) => event.kind)).toEqual(['DEPOSIT', 'VIEW']);
    expect(data.events[0]!.userName).toMatch(/\S+ \S+/);
    const location = await api(documents.location, { params: { id: doc.id } });
    expect(location.body).toEqual({
      data: {
        orgId: org.id,
        orgName: 'Agence Confluence',
        employeeId: employee.id,
        empName: 'Bernard Paul',
        docType: 'PAYE',
        year: 2026,
        path: 'Agence Confluence / Bernard Paul / PAYE / 2026',
      },
    });
    expect((await api(documents.get, { params: { id: crypto.randomUUID() } })).status).toBe(404);
    expect((await api(documents.location, { params: { id: crypto.randomUUID() } })).status).toBe(404);
  });

  it('is marked read only by setRead, idempotently, for the caller alone', async () => {
    const org = await freshOrganization();
    const doc = await insertDocument(db(), org);
    await api(documents.get, { params: { id: doc.id } });
    expect((await docs({ filters: { orgId: org.id } })).docs[0]!.read).toBe(false);
    expect((await api(documents.setRead, { params: { id: doc.id } })).status).toBe(204);
    expect((await api(documents.setRead, { params: { id: doc.id } })).status).toBe(204);
    expect((await docs({ filters: { orgId: org.id } })).docs[0]!.read).toBe(true);
    expect(idsOf(await docs({ filters: { orgId: org.id, read: true } }))).toEqual([doc.id]);
    expect((await api(documents.setRead, { params: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('gets a clear 400 and never a 500, and odd search text is only text', async () => {
    const org = await freshOrganization();
    const doc = await insertDocument(db(), org, { file_name: 'a%b_c\\d.pdf' });
    await setText(doc.id, 'relevé annuel');
    for (const body of [
      { limit: 1000 },
      { page: 0 },
      { sort: { field: 'blobKey', order: 'ASC' } },
      { filters: { docType: 'NOPE' } },
      { filters: { orgId: 'not-a-uuid' } },
      { filters: { year: 'deux mille' } },
      { filters: { createdAt: { start: '2026-02-30' } } },
      { filters: { metadata: { name: '', value: 'x' } } },
      { ids: ['nope'] },
    ]) {
      const answer = await api(documents.search, { body: malformed(body) });
      expect(answer.status).toBe(400);
      expect(refused(answer, 400).error.code).toBe('VALIDATION_ERROR');
    }
    for (const search of ['"relevé', 'relevé -annuel', '!!! & | :*', "l'", 'le', '%', '\\'])
      expect((await api(documents.search, { body: { search, filters: { orgId: org.id } } })).status).toBe(200);
    expect(idsOf(await docs({ search: 'a%b_c\\d', filters: { orgId: org.id } }))).toEqual([doc.id]);
    expect(idsOf(await docs({ search: '"releve annuel"', filters: { orgId: org.id } }))).toEqual([doc.id]);
    // A lone UTF-16 surrogate is odd text, not a broken query.
    const lone = { metadata: { name: 'clé\uD800', value: '\uDC00valeur' }, recipient: '\uD800', fileName: '\uDFFF' };
    expect(
      (await api(documents.search, { body: { search: '\uD800', filters: { orgId: org.id, ...lone } } })).status,
    ).toBe(200);
    expect((await api(documents.get, { params: { id: 'not-a-uuid' } })).status).toBe(400);
    expect((await api(documents.folders, { body: malformed({ docType: 'NOPE' }) })).status).toBe(400);
  });
});

describe('deep pages', () => {
  it('seek from where the page before ended and give the rows an offset gives, on each seekable sort', async () => {
    const org = await freshOrganization();
    // Deposit times repeat every 7 documents and names every 5: ties the id must break.
    await sql`
      insert into documents (customer_id, org_id, doc_type, file_name, text_status, created_at)
      select ${org.customer_id}::uuid, ${org.id}::uuid, (array['PAYE', 'WCNT', 'CHIN'])[1 + g % 3],
             'piece-' || (g % 5) || '.pdf', 'DONE', now() - (g % 7) * interval '1 second'
      from generate_series(1, 57) g`.execute(db());
    const sorts = [
      { field: 'createdAt', order: 'DESC', sql: sql`created_at desc, id desc` },
      { field: 'fileName', order: 'ASC', sql: sql`lower(file_name) asc, id asc` },
      { field: 'docType', order: 'DESC', sql: sql`doc_type desc, id desc` },
    ] as const;
    for (const sort of sorts) {
      const expected = (
        await sql<{ id: string }>`select id from documents where org_id = ${org.id} order by ${sort.sql}`.execute(db())
      ).rows.map((row) => row.id);
      const page = async (n: number) =>
        idsOf(
          await docs({
            filters: { orgId: org.id },
            sort: { field: sort.field, order: sort.order },
            limit: 10,
            page: n,
          }),
        );
      const walked: string[] = [];
      for (let n = 1; n <= 6; n++) walked.push(...(await page(n)));
      expect(walked).toEqual(expected);
      // Again, out of order: a page seeks from the nearest one before it that was served.
      expect(await page(4)).toEqual(expected.slice(30, 40));
      expect(await page(6)).toEqual(expected.slice(50));
      expect(await page(2)).toEqual(expected.slice(10, 20));
    }
  });
});

describe('the count of a list', () => {
  it('is exact from the counters, and "more than" past 10,000 matches it cannot count from them', async () => {
    const org = await freshOrganization();
    // Many documents at once, as a campaign files them: one statement, counted by its trigger.
    await sql`
      insert into documents (customer_id, org_id, doc_type, file_name, text_status)
      select ${org.customer_id}::uuid, ${org.id}::uuid, 'PAYE', 'releve-' || g || '.pdf', 'DONE'
      from generate_series(1, 10050) g`.execute(db());
    const all = await docs({ filters: { orgId: org.id }, limit: 20 });
    expect(all).toMatchObject({ count: 10050, countCapped: false });

    // A file-name search is no counted dimension: read up to the cap, then "more than".
    const searched = await docs({ filters: { orgId: org.id, fileName: 'releve' }, limit: 20 });
    expect(searched).toMatchObject({ count: 10000, countCapped: true });
    expect(searched.docs).toHaveLength(20);
    // A page past the cap still comes, and the count then reaches it.
    const deep = await docs({ filters: { orgId: org.id, fileName: 'releve' }, limit: 100, page: 101 });
    expect(deep).toMatchObject({ count: 10050, countCapped: false });
    expect(deep.docs).toHaveLength(50);
    const narrow = await docs({ filters: { orgId: org.id, fileName: 'releve-1005' }, limit: 20 });
    expect(narrow).toMatchObject({ count: 2, countCapped: false });
  });
});

describe('senders and statistics', () => {
  it('name who deposited, and count by type and unread for the caller', async () => {
    const org = await freshOrganization();
    await insertDocument(db(), org, { sender_user_id: adminId, sender_name: 'Admin' });
    const senders = ok(await api(documents.senders));
    expect(senders.data.find((sender) => sender.id === adminId)?.name).toMatch(/\S/);
    const stats = ok(await api(documents.stats));
    expect(stats.data.total).toBe(stats.data.byType.reduce((sum, row) => sum + row.count, 0));
    expect(stats.data.unread).toBeLessThanOrEqual(stats.data.total);
    expect(stats.data.total).toBe((await docs({ limit: 1 })).count);
  });
});
