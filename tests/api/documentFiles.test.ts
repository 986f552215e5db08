import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import type { TDocSummary } from '../../common/schemas/documents';
import { apiAs, ok, refused, type Api } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertUser, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';
import { zipEntries } from '../support/zipEntries';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let paris: { id: string };
let lyon: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A page of a document as a PNG, `width` pixels wide (the server's default unless given). */
const preview = (id: string, x: number, width?: number, caller = api) =>
  caller(documentFiles.preview, { params: { id, x }, query: width === undefined ? undefined : { width } });
const eventsOf = (documentId: string) =>
  server.ctx.database.db
    .selectFrom('document_events')
    .select(['kind', 'user_id', 'detail'])
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
const pdfText = (bytes: Buffer) => {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText('preserve-whitespace').asText(),
  ).join('\n');
};

const deposit = async (orgId: string, pages: string[], fileName = 'bulletin.pdf', fields = {}) => {
  const file = await textPdf(pages);
  return { file, doc: await makeDocument(server, admin, { orgId, docType: 'PAYE', ...fields }, file, fileName) };
};

describe('GET doc/pdf/{id}', () => {
  it('streams the bytes with the file name, and records a DOWNLOAD', async () => {
    const { file, doc } = await deposit(paris.id, ['Bulletin'], 'Bulletin d’été 2026.pdf');
    const answer = await api(documentFiles.pdf, { params: { id: doc.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Bulletin d_ete 2026.pdf"; filename*=UTF-8''Bulletin%20d%E2%80%99%C3%A9t%C3%A9%202026.pdf`,
    );
    expect(ok(answer)).toEqual(file);
    expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT', 'DOWNLOAD']);
  });

  it('refuses to serve a blob whose bytes no longer match their SHA-256', async () => {
    const { file, doc } = await deposit(paris.id, ['Un fichier abîmé']);
    const blobPath = path.join(
      server.ctx.config.dataDir,
      'blobs',
      sha256(file).slice(0, 2),
      sha256(file).slice(2, 4),
      sha256(file),
    );
    const damaged = Buffer.from(file);
    damaged[damaged.length - 10] ^= 0xff;
    await writeFile(blobPath, damaged);
    const answer = await api(documentFiles.pdf, { params: { id: doc.id } });
    expect(answer.status).toBe(500);
    // 500 is no declared answer (any call may give it): its body is the error body all the same.
    expect(refused(answer, 500).error.code).toBe('INTERNAL_ERROR');
    expect((await preview(doc.id, 1)).status).toBe(500);
  });
});

describe('GET doc/{id}/preview/{x}', () => {
  it('renders a page as PNG at the width asked, once, then serves it from the cache', async () => {
    const { file, doc } = await deposit(paris.id, ['Première page', 'Deuxième page']);
    const previews = () =>
      server.ctx.database.db.selectFrom('document_previews').selectAll().where('blob_key', '=', sha256(file)).execute();
    const first = await preview(doc.id, 2, 300);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = ok(first);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(300);
    const cached = await previews();
    expect(cached).toHaveLength(1);
    const second = await preview(doc.id, 2, 300);
    expect(ok(second)).toEqual(png);
    expect(await previews()).toEqual(cached);
    expect((await preview(doc.id, 3)).status).toBe(404);
  });

  it('records one VIEW per reader when the first page is shown', async () => {
    const { doc } = await deposit(paris.id, ['Vue']);
    for (let n = 0; n < 2; n++) await preview(doc.id, 1, 200);
    expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT', 'VIEW']);
  });
});

describe('GET doc/attestation/{id}', () => {
  it('attests the deposit: who, organisation, file, pages, SHA-256', async () => {
    const { file, doc } = await deposit(paris.id, ['Attesté', 'Deux'], 'Contrat Zoé.pdf');
    const answer = await api(documentFiles.attestation, { params: { id: doc.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(ok(answer));
    for (const expected of [
      'Attestation de dépôt',
      'Camille Martin',
      'Liasse Démo Paris',
      'Contrat Zoé.pdf',
      sha256(file),
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Pages\s+2/);
  });
});

describe('POST doc/pdf/archive', () => {
  it('zips the PDFs under safe, unique names, with a DOWNLOAD each', async () => {
    const one = await deposit(paris.id, ['Un'], 'paie.pdf');
    const two = await deposit(paris.id, ['Deux'], 'paie.pdf');
    const three = await deposit(paris.id, ['Trois'], 'trois.pdf');
    // Multipart readers already drop a path from a file name: a name this bad can only come from elsewhere.
    await server.ctx.database.db
      .updateTable('documents')
      .set({ file_name: '../../etc/pass\u0007wd.pdf' })
      .where('id', '=', three.doc.id)
      .execute();
    const answer = await api(documentFiles.archive, { body: { ids: [one.doc.id, two.doc.id, three.doc.id] } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const entries = await zipEntries(ok(answer));
    expect([...entries.keys()]).toEqual(['paie.pdf', 'paie (2).pdf', '_._etc_passwd.pdf']);
    expect(entries.get('paie.pdf')).toEqual(one.file);
    expect(entries.get('paie (2).pdf')).toEqual(two.file);
    expect(entries.get('_._etc_passwd.pdf')).toEqual(three.file);
    for (const { doc } of [one, two, three])
      expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT', 'DOWNLOAD']);
  });
});

describe('who gets the files', () => {
  let parisDoc: TDocSummary;
  let lyonDoc: TDocSummary;
  let parisReader: string;

  beforeAll(async () => {
    parisDoc = (await deposit(paris.id, ['Paris'])).doc;
    lyonDoc = (await deposit(lyon.id, ['Lyon'])).doc;
    parisReader = (
      await makeScopedUser(server, { login: 'files-paris', orgId: paris.id, features: ['DOCUMENTS_LIST'] })
    ).token;
  });

  /** The four file calls on one document, by name, as the caller makes them. */
  const calls = (caller: Api, id: string) =>
    [
      ['pdf', () => caller(documentFiles.pdf, { params: { id } })],
      ['preview', () => preview(id, 1, undefined, caller)],
      ['attestation', () => caller(documentFiles.attestation, { params: { id } })],
      ['archive', () => caller(documentFiles.archive, { body: { ids: [id] } })],
    ] as const;

  it('gives a user with rights on one organisation 404 for another organisation’s document', async () => {
    const reader = apiAs(server, parisReader);
    for (const [name, attempt] of calls(reader, lyonDoc.id))
      expect([name, (await attempt()).status]).toEqual([name, 404]);
    for (const [name, attempt] of calls(reader, parisDoc.id))
      expect([name, (await attempt()).status]).toEqual([name, 200]);
    const mixed = await reader(documentFiles.archive, { body: { ids: [parisDoc.id, lyonDoc.id] } });
    expect(mixed.status).toBe(404);
    expect(JSON.stringify(mixed.body)).not.toContain(lyonDoc.id);
    expect(await eventsOf(lyonDoc.id)).toHaveLength(1);
  });

  it('gives a personal account its own documents, and 404 for a colleague’s', async () => {
    const me = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const colleague = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const mine = (await deposit(paris.id, ['À moi'], 'mien.pdf', { employeeId: me.id })).doc;
    const theirs = (await deposit(paris.id, ['À lui'], 'sien.pdf', { employeeId: colleague.id })).doc;
    const account = await insertUser(server, { login: 'personal-files' });
    await server.ctx.database.db
      .updateTable('users')
      .set({ employee_id: me.id })
      .where('id', '=', account.id)
      .execute();
    const personal = apiAs(server, (await loginAs(server, 'personal-files')).token);
    for (const [name, attempt] of calls(personal, mine.id))
      expect([name, (await attempt()).status]).toEqual([name, 200]);
    for (const [name, attempt] of calls(personal, theirs.id))
      expect([name, (await attempt()).status]).toEqual([name, 404]);
  });
});

describe('GET doc-types/{id}', () => {
  it('tells how campaigns treat a type, 404 for an unknown one', async () => {
    const info = async (code: string) => api(documentFiles.docType, { params: { id: code } });
    expect((await info('PAYE')).body).toEqual({ data: { code: 'PAYE', autoDetection: true, periodic: true } });
    expect((await info('WCNT')).body).toEqual({
      data: { code: 'WCNT', autoDetection: false, periodic: false },
    });
    expect((await info('CHIN')).body).toEqual({
      data: { code: 'CHIN', autoDetection: false, periodic: false },
    });
    expect((await info('NOPE')).status).toBe(404);
  });
});

describe('hostile PDFs', () => {
  it('takes a 10,000-page file and previews its last page', { timeout: 120_000 }, async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    for (let n = 0; n < 10_000; n++) pdf.addPage([200, 200]);
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, Buffer.from(await pdf.save()));
    expect(doc.pages).toBe(10_000);
    const last = await preview(doc.id, 10_000, 100);
    expect(last.status).toBe(200);
    expect((await preview(doc.id, 10_001)).status).toBe(404);
  });

  it('stores a file with JavaScript as bytes, never running it, and renders a thin page within bounds', async () => {
    const { PDFDocument, PDFName, PDFString } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    pdf.addPage([2, 14_000]);
    const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("x")') });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
    const file = Buffer.from(await pdf.save());
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file);
    const png = ok(await preview(doc.id, 1, 500));
    expect(png.readUInt32BE(20)).toBeLessThanOrEqual(2000);
    expect(ok(await api(documentFiles.pdf, { params: { id: doc.id } }))).toEqual(file);
  });
});
