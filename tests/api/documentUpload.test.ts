import { createHash } from 'node:crypto';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import { apiAs, refused, type ApiServer } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf, uploadForm } from '../support/documentFiles';
import { makeDocument, makeEmployee, makeOrganization, makePartnership, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string };
let lyon: { id: string };

beforeAll(async () => {
  server = await startTestServer({ DOC_MAX_BYTES: String(200 * 1024) });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const documentsWithBlob = (key: string) =>
  server.ctx.database.db.selectFrom('documents').select('id').where('blob_key', '=', key).execute();

/** `POST doc/upload` as the upload dialog sends it: the `document` field, then the file. */
const uploadDocument = (
  on: ApiServer,
  token: string,
  document: Record<string, unknown>,
  file?: Buffer,
  fileName?: string,
) => apiAs(on, token)(documentFiles.upload, { body: uploadForm(document, file, fileName) });

/** The status of a refused call, its error code and field errors. */
const refusal = (answer: { status: number; body: unknown }) => {
  if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`);
  const { error } = refused(answer, answer.status);
  return { status: answer.status, code: error.code, fields: error.fields };
};

describe('POST doc/upload', () => {
  it('stores the PDF, its row, a DEPOSIT event and answers the summary', async () => {
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const file = await textPdf(['Bulletin de paie octobre', 'Page deux']);
    const summary = await makeDocument(
      server,
      admin,
      {
        orgId: paris.id,
        docType: 'PAYE',
        employeeId: employee.id,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        description: 'Paie',
        keywords: ['octobre'],
        metaDatas: [{ name: 'matricule', value: 'A12' }],
      },
      file,
      'Bulletin d’octobre é.pdf',
    );
    expect(summary).toMatchObject({
      fileName: 'Bulletin d’octobre é.pdf',
      docType: 'PAYE',
      orgId: paris.id,
      employeeId: employee.id,
      pages: 2,
      size: file.length,
      senderName: 'Camille Martin',
      periodStart: '2026-10-01',
      keywords: ['octobre'],
      metaDatas: [{ name: 'matricule', value: 'A12' }],
      read: false,
    });
    const { db } = server.ctx.database;
    const row = await db.selectFrom('documents').selectAll().where('id', '=', summary.id).executeTakeFirstOrThrow();
    expect(row.blob_key).toBe(sha256(file));
    expect(await server.ctx.blobs.has(row.blob_key!)).toBe(true);
    const events = await db.selectFrom('document_events').selectAll().where('document_id', '=', summary.id).execute();
    expect(events).toMatchObject([{ kind: 'DEPOSIT', user_id: row.sender_user_id, ip: '127.0.0.1' }]);
    expect(events[0].user_agent).toBeTruthy();
  });

  const broken = async () => {
    const file = await textPdf(['Un contrat']);
    const encrypted = mupdf.Document.openDocument(file, 'application/pdf') as mupdf.PDFDocument;
    return {
      not_pdf: Buffer.from('Bonjour, ceci est un fichier texte nommé .pdf\n'.repeat(50)),
      empty_named_pdf: Buffer.alloc(0),
      truncated: file.subarray(0, Math.floor(file.length * 0.6)),
      malformed: Buffer.from('%PDF-1.7\n1 0 obj << garbage >>\nnot a pdf at all\n%%EOF\n'),
      encrypted: Buffer.from(
        encrypted.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array(),
      ),
      no_pages: Buffer.from(
        await (await import('pdf-lib')).PDFDocument.create().then((pdf) => pdf.save({ addDefaultPage: false })),
      ),
      too_large: Buffer.concat([file.subarray(0, 100), Buffer.alloc(300 * 1024, 0x20), file.subarray(100)]),
    };
  };

  it('refuses files that are no readable PDF with a code each, and keeps nothing of them', async () => {
    const files = await broken();
    const expected: Record<string, string> = {
      not_pdf: 'not_pdf',
      empty_named_pdf: 'no_file',
      truncated: 'truncated',
      malformed: 'malformed',
      encrypted: 'encrypted',
      no_pages: 'no_pages',
      too_large: 'too_large',
    };
    const { db } = server.ctx.database;
    const before = await db.selectFrom('documents').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [name, file] of Object.entries(files)) {
      const response = await uploadDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file, `${name}.pdf`);
      const status: number = response.status;
      if (status !== 400) throw new Error(`${name}: ${status} ${JSON.stringify(response.body)}`);
      const answer = refusal(response);
      expect({ name, ...answer }).toEqual({
        name,
        status: 400,
        code: 'VALIDATION_ERROR',
        fields: { file: name === 'empty_named_pdf' ? 'not_pdf' : expected[name] },
      });
      expect(await server.ctx.blobs.has(sha256(file))).toBe(false);
    }
    const after = await db.selectFrom('documents').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps a blob another document uses when the same bytes are refused', async () => {
    const file = await textPdf(['Charte informatique']);
    await makeDocument(server, admin, { orgId: paris.id, docType: 'CHIN' }, file);
    // The same bytes to an organisation without this type: refused before the file is stored.
    const org = await makeOrganization(server, admin, { parentId: paris.id });
    await server.ctx.database.db
      .updateTable('organizations')
      .set({ doc_types: ['PAYE'] })
      .where('id', '=', org.id)
      .execute();
    const response = await uploadDocument(server, admin, { orgId: org.id, docType: 'CHIN' }, file);
    expect(await refusal(response)).toMatchObject({ status: 400, fields: { docType: 'not_configured' } });
    expect(await server.ctx.blobs.has(sha256(file))).toBe(true);
    expect(await documentsWithBlob(sha256(file))).toHaveLength(1);
  });

  it('checks where the document goes: organisation, type, employee, third party, fields', async () => {
    const file = await textPdf(['Contrat de travail']);
    const lyonEmployee = await makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });
    const lyonPartner = await makePartnership(server, admin, { orgId: lyon.id });
    const cases: [Record<string, unknown>, number, Record<string, string> | undefined][] = [
      [{ orgId: crypto.randomUUID(), docType: 'WCNT' }, 404, undefined],
      [{ orgId: paris.id, docType: 'XXXX' }, 400, { docType: expect.any(String) as never }],
      [{ orgId: paris.id, docType: 'WCNT', employeeId: lyonEmployee.id }, 400, { employeeId: 'not_in_organization' }],
      [{ orgId: paris.id, docType: 'WCNT', thirdPartyId: lyonPartner.id }, 400, { thirdPartyId: 'not_a_partnership' }],
      [
        { orgId: paris.id, docType: 'WCNT', periodStart: '2026-02-01', periodEnd: '2026-01-01' },
        400,
        { periodEnd: 'period_end_before_start' },
      ],
    ];
    for (const [document, status, fields] of cases) {
      const answer = await refusal(await uploadDocument(server, admin, document, file));
      expect({ document, status: answer.status, fields: answer.fields }).toEqual({ document, status, fields });
    }
    expect(await documentsWithBlob(sha256(file))).toHaveLength(0);
    expect(await server.ctx.blobs.has(sha256(file))).toBe(false);
  });

  it('stores the file name without bidirectional controls or invisible characters, and document.pdf when none is left', async () => {
    const reversed = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'WCNT' },
      await textPdf(['Avenant inversé']),
      'evil\u202Efdp.exe',
    );
    expect(reversed.fileName).toBe('evilfdp.exe');
    const hidden = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'WCNT' },
      await textPdf(['Avenant invisible']),
      '\u200B\u2066\uFEFF',
    );
    expect(hidden.fileName).toBe('document.pdf');
    const stored = await server.ctx.database.db
      .selectFrom('documents')
      .select('file_name')
      .where('id', 'in', [reversed.id, hidden.id])
      .orderBy('file_name')
      .execute();
    expect(stored.map((row) => row.file_name)).toEqual(['document.pdf', 'evilfdp.exe']);
  });

  it('refuses a NUL character in the description or the file name with a 400, and keeps nothing', async () => {
    const file = await textPdf(['Avenant au contrat']);
    const inField = await uploadDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'WCNT', description: 'a\u0000b' },
      file,
    );
    expect(await refusal(inField)).toMatchObject({ status: 400, fields: { description: 'nul_character' } });
    const inName = await uploadDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, file, 'avenant\u0000.pdf');
    expect(await refusal(inName)).toMatchObject({ status: 400, fields: { fileName: 'nul_character' } });
    expect(await documentsWithBlob(sha256(file))).toHaveLength(0);
    expect(await server.ctx.blobs.has(sha256(file))).toBe(false);
  });

  it('refuses a body with no file, or the file before its description', async () => {
    const noFile = await uploadDocument(server, admin, { orgId: paris.id, docType: 'WCNT' });
    expect(await refusal(noFile)).toMatchObject({ status: 400, fields: { file: 'no_file' } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await textPdf(['x']))]), 'a.pdf');
    form.append('document', JSON.stringify({ orgId: paris.id, docType: 'WCNT' }));
    const reversed = await apiAs(server, admin)(documentFiles.upload, { body: form });
    expect(await refusal(reversed)).toMatchObject({ status: 400, fields: { document: 'required' } });
  });

  it('keeps nothing of a file followed by a part too many', async () => {
    const file = await textPdf(['Une pièce de trop']);
    const form = new FormData();
    form.append('document', JSON.stringify({ orgId: paris.id, docType: 'WCNT' }));
    form.append('file', new Blob([new Uint8Array(file)]), 'a.pdf');
    form.append('extra', 'x');
    const response = await apiAs(server, admin)(documentFiles.upload, { body: form });
    expect(await refusal(response)).toMatchObject({ status: 400, fields: { file: 'incomplete' } });
    expect(await server.ctx.blobs.has(sha256(file))).toBe(false);
    expect(await documentsWithBlob(sha256(file))).toHaveLength(0);
  });

  it('answers 404 for an organisation the uploader does not see, 403 without DOCUMENTS_UPLOAD', async () => {
    const file = await textPdf(['Contrat']);
    const parisOnly = await makeScopedUser(server, {
      login: 'upload-paris',
      orgId: paris.id,
      features: ['DOCUMENTS_UPLOAD'],
    });
    expect((await uploadDocument(server, parisOnly.token, { orgId: lyon.id, docType: 'WCNT' }, file)).status).toBe(404);
    expect((await uploadDocument(server, parisOnly.token, { orgId: paris.id, docType: 'WCNT' }, file)).status).toBe(
      201,
    );
    const reader = await makeScopedUser(server, {
      login: 'reader-paris',
      orgId: paris.id,
      features: ['DOCUMENTS_LIST'],
    });
    expect((await uploadDocument(server, reader.token, { orgId: paris.id, docType: 'WCNT' }, file)).status).toBe(403);
  });
});
