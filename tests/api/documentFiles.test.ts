import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocSummary } from '../../common/schemas/documents';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertUser, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';
import { zipEntries } from '../support/zipEntries';

let server: TestServer;
let admin: string;
let paris: { id: string };
let lyon: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
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
    const response = await call(server, `/api/desk/doc/pdf/${doc.id}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Bulletin d_ete 2026.pdf"; filename*=UTF-8''Bulletin%20d%E2%80%99%C3%A9t%C3%A9%202026.pdf`,
    );
    expect(await bytesOf(response)).toEqual(file);
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
    const response = await call(server, `/api/desk/doc/pdf/${doc.id}`, { token: admin });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
    const preview = await call(server, `/api/desk/doc/${doc.id}/preview/1`, { token: admin });
    expect(preview.status).toBe(500);
  });
});

describe('GET doc/{id}/preview/{x}', () => {
  it('renders a page as PNG at the width asked, once, then serves it from the cache', async () => {
    const { file, doc } = await deposit(paris.id, ['Première page', 'Deuxième page']);
    const previews = () =>
      server.ctx.database.db.selectFrom('document_previews').selectAll().where('blob_key', '=', sha256(file)).execute();
    const first = await call(server, `/api/desk/doc/${doc.id}/preview/2?width=300`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = await bytesOf(first);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(300);
    const cached = await previews();
    expect(cached).toHaveLength(1);
    const second = await call(server, `/api/desk/doc/${doc.id}/preview/2?width=300`, { token: admin });
    expect(await bytesOf(second)).toEqual(png);
    expect(await previews()).toEqual(cached);
    expect((await call(server, `/api/desk/doc/${doc.id}/preview/3`, { token: admin })).status).toBe(404);
  });

  it('records one VIEW per reader when the first page is shown', async () => {
    const { doc } = await deposit(paris.id, ['Vue']);
    for (let n = 0; n < 2; n++) await call(server, `/api/desk/doc/${doc.id}/preview/1?width=200`, { token: admin });
    expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT', 'VIEW']);
  });
});

describe('GET doc/attestation/{id}', () => {
  it('attests the deposit: who, organisation, file, pages, SHA-256', async () => {
    const { file, doc } = await deposit(paris.id, ['Attesté', 'Deux'], 'Contrat Zoé.pdf');
    const response = await call(server, `/api/desk/doc/attestation/${doc.id}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await bytesOf(response));
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
    const response = await call(server, '/api/desk/doc/pdf/archive', {
      token: admin,
      body: { ids: [one.doc.id, two.doc.id, three.doc.id] },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = await zipEntries(await bytesOf(response));
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

  const calls = (id: string): [string, { body?: unknown }][] => [
    [`/api/desk/doc/pdf/${id}`, {}],
    [`/api/desk/doc/${id}/preview/1`, {}],
    [`/api/desk/doc/attestation/${id}`, {}],
    ['/api/desk/doc/pdf/archive', { body: { ids: [id] } }],
  ];

  it('gives a user with rights on one organisation 404 for another organisation’s document', async () => {
    for (const [path, options] of calls(lyonDoc.id))
      expect([path, (await call(server, path, { token: parisReader, ...options })).status]).toEqual([path, 404]);
    for (const [path, options] of calls(parisDoc.id))
      expect([path, (await call(server, path, { token: parisReader, ...options })).status]).toEqual([path, 200]);
    const mixed = await call(server, '/api/desk/doc/pdf/archive', {
      token: parisReader,
      body: { ids: [parisDoc.id, lyonDoc.id] },
    });
    expect(mixed.status).toBe(404);
    expect(await mixed.text()).not.toContain(lyonDoc.id);
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
    const token = (await loginAs(server, 'personal-files')).token;
    for (const [path, options] of calls(mine.id))
      expect([path, (await call(server, path, { token, ...options })).status]).toEqual([path, 200]);
    for (const [path, options] of calls(theirs.id))
      expect([path, (await call(server, path, { token, ...options })).status]).toEqual([path, 404]);
  });
});

describe('GET doc-types/{id}', () => {
  it('tells how campaigns treat a type, 404 for an unknown one', async () => {
    const info = async (code: string) => call(server, `/api/desk/doc-types/${code}`, { token: admin });
    expect(await (await info('PAYE')).json()).toEqual({ data: { code: 'PAYE', autoDetection: true, periodic: true } });
    expect(await (await info('WCNT')).json()).toEqual({
      data: { code: 'WCNT', autoDetection: false, periodic: false },
    });
    expect(await (await info('CHIN')).json()).toEqual({
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
    const last = await call(server, `/api/desk/doc/${doc.id}/preview/10000?width=100`, { token: admin });
    expect(last.status).toBe(200);
    expect((await call(server, `/api/desk/doc/${doc.id}/preview/10001`, { token: admin })).status).toBe(404);
  });

  it('stores a file with JavaScript as bytes, never running it, and renders a thin page within bounds', async () => {
    const { PDFDocument, PDFName, PDFString } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    pdf.addPage([2, 14_000]);
    const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("x")') });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
    const file = Buffer.from(await pdf.save());
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file);
    const preview = await call(server, `/api/desk/doc/${doc.id}/preview/1?width=500`, { token: admin });
    const png = Buffer.from(await preview.arrayBuffer());
    expect(png.readUInt32BE(20)).toBeLessThanOrEqual(2000);
    expect(
      Buffer.from(await (await call(server, `/api/desk/doc/pdf/${doc.id}`, { token: admin })).arrayBuffer()),
    ).toEqual(file);
  });
});
