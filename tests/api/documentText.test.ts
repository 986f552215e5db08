import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocumentText, ocrDocument } from '../../server/modules/documentFiles/textJobs';
import { demoOrganization } from '../support/demoOrganization';
import { scannedPdf, textPdf } from '../support/documentFiles';
import { makeDocument } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(() => server.close());

const statusOf = async (id: string) =>
  (
    await server.ctx.database.db
      .selectFrom('documents')
      .select('text_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).text_status;

/** The ids of documents whose full-text vector matches the words, as the search does (French, accents ignored). */
const found = async (words: string) =>
  (
    await sql<{ id: string }>`
      select id from documents where search_vector @@ plainto_tsquery('liasse_french', ${words})
    `.execute(server.ctx.database.db)
  ).rows.map((row) => row.id);

describe('the text of a deposited PDF', () => {
  it('is read by a job and found by a French query, accents ignored', async () => {
    const file = await textPdf(['Bulletin de salaire', 'Indemnité kilométrique élevée']);
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'PAYE', description: 'Été' }, file);
    // Its name and description are found at once; its text once the job has read it.
    expect(await found('ete')).toContain(doc.id);
    await expect.poll(() => statusOf(doc.id), { timeout: 30_000 }).toBe('DONE');
    expect(await found('indemnites kilometriques')).toContain(doc.id);
    expect(await found('ÉLEVÉE')).toContain(doc.id);
    expect(await found('licenciement')).not.toContain(doc.id);
  });

  it('can be read twice: the same text, one row', async () => {
    const doc = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'PAYE' },
      await textPdf(['Prime annuelle versée']),
    );
    await expect.poll(() => statusOf(doc.id), { timeout: 30_000 }).toBe('DONE');
    const { db } = server.ctx.database;
    await db.updateTable('documents').set({ text_status: 'PENDING' }).where('id', '=', doc.id).execute();
    await extractDocumentText(server.ctx, doc.id);
    await extractDocumentText(server.ctx, doc.id);
    const texts = await db.selectFrom('document_texts').selectAll().where('document_id', '=', doc.id).execute();
    expect(texts).toHaveLength(1);
    expect(texts[0].content).toContain('Prime annuelle');
    expect(await found('prime versee')).toContain(doc.id);
  });

  it('of a scan, with no text layer, is read by OCR and then found', { timeout: 120_000 }, async () => {
    const file = await scannedPdf(['Attestation employeur\nPériode de préavis']);
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file, 'scan.pdf');
    await expect.poll(() => statusOf(doc.id), { timeout: 90_000, interval: 500 }).toBe('DONE');
    const text = await server.ctx.database.db
      .selectFrom('document_texts')
      .selectAll()
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(text.ocr).toBe(true);
    expect(await found('attestation employeur')).toContain(doc.id);
    expect(await found('preavis')).toContain(doc.id);
    // Done already: the job running again changes nothing.
    await ocrDocument(server.ctx, doc.id);
    expect(await statusOf(doc.id)).toBe('DONE');
  });
});
