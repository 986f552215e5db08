import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitCampaign } from '../../server/modules/campaigns/split/splitCampaign';
import { resumeCampaigns } from '../../server/modules/campaigns/jobs';
import { queueCampaignSplit } from '../../server/modules/campaigns/queues';
import { bulkPayslipsPdf } from '../../server/pdf/bulkPayslips';
import { countPages, pageTexts } from '../support/mupdfPages';
import { readVerifiedBytes } from '../../server/storage/verifiedBlob';
import { demoOrganization } from '../support/demoOrganization';
import {
  insertBareCampaign,
  insertCampaignFile,
  insertEmployee,
  insertEmployeesWithBulkFile,
  insertOrganization,
} from '../support/factories';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let adminId: string;
type Org = Awaited<ReturnType<typeof insertOrganization>>;
let paris: Org;

const db = () => server.ctx.database.db;

beforeAll(async () => {
  server = await startTestServer();
  paris = await demoOrganization(server, 'Paris');
  adminId = (await db().selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(() => server?.close());

/** Runs of consecutive pages of one owner, 1-based, as the split should cut them. */
const expectedPieces = (owners: (number | null)[], recipientKey: (owner: number) => string) => {
  const pieces: { page_from: number; page_to: number; recipient_key: string }[] = [];
  owners.forEach((owner, index) => {
    const last = pieces.at(-1);
    if (owner === null) return;
    if (last && owners[index - 1] === owner) last.page_to = index + 1;
    else pieces.push({ page_from: index + 1, page_to: index + 1, recipient_key: recipientKey(owner) });
  });
  return pieces;
};

const piecesOf = (campaignId: string) =>
  db()
    .selectFrom('dispatched_docs')
    .select(['page_from', 'page_to', 'recipient_key', 'name', 'blob_key', 'status'])
    .where('campaign_id', '=', campaignId)
    .orderBy('page_from')
    .execute();

const ignoredOf = async (campaignId: string) =>
  (
    await db()
      .selectFrom('campaign_ignored_pages')
      .select('page')
      .where('campaign_id', '=', campaignId)
      .orderBy('page')
      .execute()
  ).map((row) => row.page);

const campaignOf = (id: string) =>
  db().selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A 40-page file: 10 employees of a new establishment, slips of 2 to 5 pages, a cover, a blank and a summary page. */
const fortyPages = async () => {
  const org = await insertOrganization(db(), { parent: paris });
  const bulk = await insertEmployeesWithBulkFile(db(), org, 10, {
    pages: (index) => [3, 4, 5, 2, 4, 4, 3, 4, 5, 3][index],
    extraPages: [
      { before: 0, kind: 'cover' },
      { before: 5, kind: 'blank' },
      { before: 10, kind: 'summary' },
    ],
  });
  expect(bulk.owners).toHaveLength(40);
  const campaign = await insertBareCampaign(db(), org, adminId, { distribution: 'WITH_VALIDATION' });
  const file = await insertCampaignFile(db(), server.ctx.blobs, campaign, bulk.bytes);
  const expected = expectedPieces(bulk.owners, (owner) => `E:${bulk.employees[owner].id}`);
  const ignored = bulk.owners.flatMap((owner, index) => (owner === null ? [index + 1] : []));
  return { org, bulk, campaign, file, expected, ignored };
};

describe('the split of a bulk payslip file', () => {
  it('cuts one document per run of an employee’s pages and keeps the pages of no one as ignored pages', async () => {
    const { bulk, campaign, file, expected, ignored } = await fortyPages();
    expect(await splitCampaign(server.ctx, campaign.id)).toBe('done');

    const pieces = await piecesOf(campaign.id);
    expect(pieces.map(({ page_from, page_to, recipient_key }) => ({ page_from, page_to, recipient_key }))).toEqual(
      expected,
    );
    expect(await ignoredOf(campaign.id)).toEqual(ignored);
    expect(ignored).toEqual([1, 20, 40]);
    // Each piece is a PDF of its pages only, named after the type and its employee.
    for (const [index, piece] of pieces.entries()) {
      const employee = bulk.employees[index];
      expect(piece.name).toBe(`Bulletin de paie - ${employee.last_name.toUpperCase()} ${employee.first_name}.pdf`);
      expect(piece.status).toBe('PENDING');
      const bytes = await readVerifiedBytes(server.ctx.blobs, piece.blob_key!);
      expect(countPages(bytes)).toBe(piece.page_to - piece.page_from + 1);
      for (const text of pageTexts(bytes)) expect(text).toContain(`Matricule : ${employee.registration_number}`);
    }
    const row = await campaignOf(campaign.id);
    expect(row).toMatchObject({ status: 'NEEDS_VALIDATION', documents_count: 10, recipients_count: 10, progress: 100 });
    const fileRow = await db()
      .selectFrom('campaign_files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(fileRow).toMatchObject({ pages: 40, split_pages: 40 });
  });

  it('resumes after a stop where it was, and ends with the same documents, none twice', async () => {
    const { campaign, file, expected, ignored } = await fortyPages();
    const splitPoints: number[] = [];
    let runs = 0;
    for (;;) {
      runs++;
      const outcome = await splitCampaign(server.ctx, campaign.id, { chunkPages: 4, pageBudget: 6 });
      if (outcome === 'done') break;
      expect(outcome).toBe('stopped');
      const { split_pages } = await db()
        .selectFrom('campaign_files')
        .select('split_pages')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      splitPoints.push(split_pages);
      // Whatever is before the resume point is written; nothing after it is.
      const pieces = await piecesOf(campaign.id);
      expect(pieces.every((piece) => piece.page_to <= split_pages)).toBe(true);
      expect(pieces).toHaveLength(expected.filter((piece) => piece.page_to <= split_pages).length);
    }
    expect(runs).toBeGreaterThan(4);
    expect(splitPoints).toEqual([...splitPoints].sort((a, b) => a - b));
    const pieces = await piecesOf(campaign.id);
    expect(pieces.map(({ page_from, page_to, recipient_key }) => ({ page_from, page_to, recipient_key }))).toEqual(
      expected,
    );
    expect(await ignoredOf(campaign.id)).toEqual(ignored);
    expect(await campaignOf(campaign.id)).toMatchObject({ status: 'NEEDS_VALIDATION', documents_count: 10 });
  });

  it('is finished, once a worker starts again, when its worker died mid-split; a second run beside it changes nothing', async () => {
    const { campaign, expected } = await fortyPages();
    // The worker dies after a few pages: the campaign stays SPLITTING, its job still 'active'.
    expect(await splitCampaign(server.ctx, campaign.id, { chunkPages: 4, pageBudget: 6 })).toBe('stopped');
    expect(await resumeCampaigns(server.ctx)).toBeGreaterThanOrEqual(1);
    // The old job's own retry, were it to come back, runs beside the resumed one.
    const beside = splitCampaign(server.ctx, campaign.id);
    await expect.poll(async () => (await campaignOf(campaign.id)).status, { timeout: 30_000 }).toBe('NEEDS_VALIDATION');
    expect(['done', 'skipped']).toContain(await beside);
    const pieces = await piecesOf(campaign.id);
    expect(pieces.map(({ page_from, page_to, recipient_key }) => ({ page_from, page_to, recipient_key }))).toEqual(
      expected,
    );
  });

  it('writes nothing twice when a file is read again from its start', async () => {
    const { campaign, file, expected, ignored } = await fortyPages();
    expect(await splitCampaign(server.ctx, campaign.id)).toBe('done');
    // As if the resume point had been lost: every row is written again, over the same keys.
    await db().updateTable('campaign_files').set({ split_pages: 0 }).where('id', '=', file.id).execute();
    await db().updateTable('campaigns').set({ status: 'SPLITTING' }).where('id', '=', campaign.id).execute();
    expect(await splitCampaign(server.ctx, campaign.id)).toBe('done');
    expect(await piecesOf(campaign.id)).toHaveLength(expected.length);
    expect(await ignoredOf(campaign.id)).toEqual(ignored);
  });

  it('finds employees of the emitting organisation and those below it, not those of another', async () => {
    const org = await insertOrganization(db(), { parent: paris });
    const below = await insertOrganization(db(), { parent: org });
    const sibling = await insertOrganization(db(), { parent: paris });
    const people = [
      await insertEmployee(db(), org, { first_name: 'Anne', last_name: 'Haut', birth_day: '1980-01-01' }),
      await insertEmployee(db(), below, { first_name: 'Basile', last_name: 'Bas', birth_day: '1981-02-02' }),
      await insertEmployee(db(), sibling, { first_name: 'Cora', last_name: 'Côté', birth_day: '1982-03-03' }),
    ];
    const { bytes } = await bulkPayslipsPdf({
      organizationName: 'Liasse Démo',
      siret: '73282932000074',
      period: 'novembre 2026',
      employees: people.map((person) => ({
        registrationNumber: person.registration_number,
        firstName: person.first_name,
        lastName: person.last_name,
        birthDay: null,
      })),
    });
    const campaign = await insertBareCampaign(db(), org, adminId, { distribution: 'WITH_VALIDATION' });
    await insertCampaignFile(db(), server.ctx.blobs, campaign, bytes);
    expect(await splitCampaign(server.ctx, campaign.id)).toBe('done');
    expect((await piecesOf(campaign.id)).map((piece) => piece.recipient_key)).toEqual([
      `E:${people[0].id}`,
      `E:${people[1].id}`,
    ]);
    expect(await ignoredOf(campaign.id)).toEqual([3]);
  });

  it('sets the campaign IN_ERROR with the cause when a file is not a PDF or its blob is gone', async () => {
    const notPdf = await insertBareCampaign(db(), paris, adminId);
    await insertCampaignFile(db(), server.ctx.blobs, notPdf, Buffer.from('Matricule : 1234\n'));
    expect(await splitCampaign(server.ctx, notPdf.id)).toBe('failed');
    expect(await campaignOf(notPdf.id)).toMatchObject({ status: 'IN_ERROR', error_code: 'FILE_NOT_PDF' });

    const gone = await insertBareCampaign(db(), paris, adminId);
    const file = await insertCampaignFile(db(), server.ctx.blobs, gone, Buffer.from('%PDF-1.4 gone %%EOF'));
    await db()
      .updateTable('campaign_files')
      .set({ blob_key: 'f'.repeat(64) })
      .where('id', '=', file.id)
      .execute();
    expect(await splitCampaign(server.ctx, gone.id)).toBe('failed');
    expect(await campaignOf(gone.id)).toMatchObject({ status: 'IN_ERROR', error_code: 'FILE_NOT_FOUND' });
    // Not SPLITTING any more: a retry of the job does nothing.
    expect(await splitCampaign(server.ctx, gone.id)).toBe('skipped');
  });

  it('runs as a job: queued with the campaign, it splits, then queues the dispatch, which sends', async () => {
    const org = await insertOrganization(db(), { parent: paris });
    const bulk = await insertEmployeesWithBulkFile(db(), org, 3);
    const campaign = await insertBareCampaign(db(), org, adminId);
    await insertCampaignFile(db(), server.ctx.blobs, campaign, bulk.bytes);
    await db()
      .transaction()
      .execute((trx) => queueCampaignSplit(trx, server.ctx.boss, campaign.id));
    await expect.poll(async () => (await campaignOf(campaign.id)).status, { timeout: 30_000 }).toBe('DISPATCHED');
    expect((await piecesOf(campaign.id)).map((piece) => piece.status)).toEqual([
      'DISPATCHED',
      'DISPATCHED',
      'DISPATCHED',
    ]);
  });
});
