import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSignTemplate, TSignWorkflow, TSignWorkflowSummary } from '../../common/schemas/signWorkflows';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertDocument, makeDocument, makeScopedUser } from '../support/factories';
import { postSignWorkflowUpload, signRowCounts } from '../support/signWorkflows';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let adminId: string;
let paris: Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Awaited<ReturnType<typeof demoOrganization>>;
/** Signatories: one of Lyon, one of Paris; a Paris user without SIGN; a Paris-only editor. */
let lyonSigner: { id: string; token: string };
let parisSigner: { id: string; token: string };
let noSign: { id: string; token: string };
let parisEditor: { id: string; token: string };
/** A Lyon user who may edit and delete books, used as a signatory of a Paris book. */
let lyonEditor: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
  const { db } = server.ctx.database;
  adminId = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  lyonSigner = await makeScopedUser(server, {
    login: 'lyon-signer',
    orgId: lyon.id,
    features: ['SIGN', 'SIGN_WORKFLOWS_LIST'],
  });
  parisSigner = await makeScopedUser(server, {
    login: 'paris-signer',
    orgId: paris.id,
    features: ['SIGN', 'SIGN_WORKFLOWS_LIST'],
  });
  noSign = await makeScopedUser(server, { login: 'paris-nosign', orgId: paris.id, features: ['SIGN_WORKFLOWS_LIST'] });
  lyonEditor = await makeScopedUser(server, {
    login: 'lyon-editor',
    orgId: lyon.id,
    features: ['SIGN', 'SIGN_WORKFLOWS_LIST', 'SIGN_WORKFLOWS_EDIT', 'SIGN_WORKFLOWS_DELETE'],
  });
  parisEditor = await makeScopedUser(server, {
    login: 'paris-editor',
    orgId: paris.id,
    features: ['SIGN', 'SIGN_WORKFLOWS_LIST', 'SIGN_WORKFLOWS_EDIT', 'SIGN_WORKFLOWS_DELETE', 'DOCUMENTS_LIST'],
  });
});
afterAll(() => server.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

const template = (fields: Record<string, unknown> = {}) => ({
  name: 'Contrat de travail',
  orgId: lyon.id,
  steps: [{ signatoryIds: [lyonSigner.id] }, { signatoryIds: [adminId] }],
  docTypes: ['WCNT'],
  ...fields,
});

describe('templates', () => {
  it('are created, listed, changed and deleted', async () => {
    const created = await call(server, '/api/desk/sign-workflow-template', { token: admin, body: template() });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: TSignTemplate };
    expect(data.steps.map((step) => step.signatory.id)).toEqual([lyonSigner.id, adminId]);
    expect(data.docTypes).toEqual(['WCNT']);
    const listed = await call(server, '/api/desk/sign-workflow-templates', {
      token: admin,
      body: { search: 'contrat' },
    });
    const page = (await listed.json()) as { templates: TSignTemplate[]; count: number };
    expect(page.templates.map((row) => row.id)).toContain(data.id);
    const changed = await call(server, `/api/desk/sign-workflow-template/${data.id}`, {
      token: admin,
      method: 'PUT',
      body: template({ name: 'Avenant', steps: [{ signatoryIds: [adminId] }] }),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: TSignTemplate }).data).toMatchObject({
      name: 'Avenant',
      steps: [{ position: 1 }],
    });
    // Who sees only Paris does not see a Lyon template.
    const hidden = await call(server, `/api/desk/sign-workflow-template/${data.id}`, {
      token: parisEditor.token,
      method: 'DELETE',
    });
    expect(hidden.status).toBe(404);
    const deleted = await call(server, `/api/desk/sign-workflow-template/${data.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
  });

  it('refuse steps without exactly one signatory who may sign', async () => {
    const response = await call(server, '/api/desk/sign-workflow-template', {
      token: admin,
      body: template({
        steps: [
          { signatoryIds: [] },
          { signatoryIds: [lyonSigner.id, adminId] },
          { signatoryIds: [noSign.id] },
          { signatoryIds: ['00000000-0000-4000-8000-000000000000'] },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      'steps.0.signatoryIds': 'exactly_one',
      'steps.1.signatoryIds': 'exactly_one',
      'steps.2.signatoryIds': 'cannot_sign',
      'steps.3.signatoryIds': 'not_found',
    });
    // A signatory the caller does not see is unknown to them.
    const unseen = await call(server, '/api/desk/sign-workflow-template', {
      token: parisEditor.token,
      body: template({ orgId: paris.id, steps: [{ signatoryIds: [lyonSigner.id] }] }),
    });
    expect((await errorOf(unseen)).fields).toEqual({ 'steps.0.signatoryIds': 'not_found' });
  });
});

const lyonDocument = async (docType = 'WCNT', text = 'Contrat') =>
  (await makeDocument(server, admin, { orgId: lyon.id, docType }, await textPdf([text]))).id;

describe('creating a book', () => {
  it('from documents of the safe: RUNNING, step 1 current, its signatory notified', async () => {
    const docId = await lyonDocument();
    const response = await call(server, '/api/desk/sign-workflow', {
      token: admin,
      body: {
        name: 'Contrat Dupont',
        orgId: lyon.id,
        steps: [{ signatoryIds: [lyonSigner.id] }, { signatoryIds: [adminId] }],
        files: [{ docId, docTypeCode: 'WCNT' }],
      },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: TSignWorkflow };
    expect(data).toMatchObject({ state: 'RUNNING', currentStep: 1, stepsCount: 2, docTypes: ['WCNT'] });
    expect(data.currentSignatory?.id).toBe(lyonSigner.id);
    expect(data.steps.map((step) => step.state)).toEqual(['CURRENT', 'WAITING']);
    const file = await server.ctx.database.db
      .selectFrom('sign_workflow_files')
      .innerJoin('documents', 'documents.id', 'sign_workflow_files.source_document_id')
      .select(['sign_workflow_files.blob_key', 'documents.blob_key as source'])
      .where('workflow_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(file.blob_key).toBe(file.source);
    const mail = await server.ctx.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'body_text'])
      .where('recipient_user_id', '=', lyonSigner.id)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('/sign-workflow');
  });

  it('uploaded beside a document of the safe, as a draft: PENDING until started', async () => {
    const docId = await lyonDocument('WCNT', 'Contrat');
    const response = await postSignWorkflowUpload(
      server,
      admin,
      {
        name: 'Charte',
        orgId: lyon.id,
        draft: true,
        steps: [{ signatoryIds: [lyonSigner.id] }],
        files: [
          { docId, docTypeCode: 'WCNT' },
          { name: 'charte.pdf', docTypeCode: 'CHIN' },
        ],
      },
      [{ name: 'charte.pdf', bytes: await textPdf(['Charte', 'Page 2']) }],
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: TSignWorkflow };
    expect(data).toMatchObject({
      state: 'PENDING',
      currentStep: null,
      files: [
        { docTypeCode: 'WCNT', pages: 1 },
        { name: 'charte.pdf', pages: 2 },
      ],
    });
    const started = await call(server, `/api/desk/sign-workflows/${data.id}`, {
      token: admin,
      method: 'PUT',
      body: { start: true },
    });
    expect(((await started.json()) as { data: TSignWorkflow }).data).toMatchObject({
      state: 'RUNNING',
      currentStep: 1,
    });
    const again = await call(server, `/api/desk/sign-workflows/${data.id}`, {
      token: admin,
      method: 'PUT',
      body: { name: 'Autre' },
    });
    expect(again.status).toBe(409);
  });

  it("stores uploaded files' names without bidirectional controls or invisible characters, and document.pdf when none is left", async () => {
    const response = await postSignWorkflowUpload(
      server,
      admin,
      {
        name: 'Chartes',
        orgId: lyon.id,
        draft: true,
        steps: [{ signatoryIds: [lyonSigner.id] }],
        files: [
          { name: 'evil\u202Efdp.exe', docTypeCode: 'CHIN' },
          { name: '\u2067\u200D', docTypeCode: 'CHIN' },
        ],
      },
      [
        { name: 'evil\u202Efdp.exe', bytes: await textPdf(['Charte inversée']) },
        { name: '\u2067\u200D', bytes: await textPdf(['Charte invisible']) },
      ],
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: TSignWorkflow };
    expect(data.files.map((file) => file.name)).toEqual(['evilfdp.exe', 'document.pdf']);
    const stored = await server.ctx.database.db
      .selectFrom('sign_workflow_files')
      .select('name')
      .where('workflow_id', '=', data.id)
      .orderBy('seq')
      .execute();
    expect(stored.map((row) => row.name)).toEqual(['evilfdp.exe', 'document.pdf']);
  });

  it('refuses every invalid request and writes nothing', async () => {
    const created = await call(server, '/api/desk/sign-workflow-template', { token: admin, body: template() });
    const templateId = ((await created.json()) as { data: TSignTemplate }).data.id;
    const contract = await lyonDocument('WCNT', 'Contrat A');
    const other = await lyonDocument('WCNT', 'Contrat B');
    const payslip = await lyonDocument('PAYE', 'Paie');
    const recordOnly = (await insertDocument(server.ctx.database.db, lyon)).id;
    const before = await signRowCounts(server);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: '', steps: [{ signatoryIds: [adminId] }], files: [{ docId: contract, docTypeCode: 'WCNT' }] },
        { name: 'required' },
      ],
      [{ name: 'x', steps: [{ signatoryIds: [adminId] }], files: [] }, { files: 'required' }],
      [{ name: 'x', files: [{ docId: contract, docTypeCode: 'WCNT' }] }, { steps: 'required' }],
      [
        { name: 'x', steps: [{ signatoryIds: [] }], files: [{ docId: contract, docTypeCode: 'WCNT' }] },
        { 'steps.0.signatoryIds': 'exactly_one' },
      ],
      [
        { name: 'x', templateId, files: [{ docId: payslip, docTypeCode: 'PAYE' }] },
        { 'files.0.docTypeCode': 'not_required_type', 'docTypes.WCNT': 'missing' },
      ],
      [
        {
          name: 'x',
          templateId,
          files: [
            { docId: contract, docTypeCode: 'WCNT' },
            { docId: other, docTypeCode: 'WCNT' },
          ],
        },
        { 'docTypes.WCNT': 'only_one' },
      ],
      [
        {
          name: 'x',
          steps: [{ signatoryIds: [adminId] }],
          files: [{ docId: '00000000-0000-4000-8000-000000000000', docTypeCode: 'WCNT' }],
        },
        { 'files.0.docId': 'not_found' },
      ],
      [
        { name: 'x', steps: [{ signatoryIds: [adminId] }], files: [{ docId: recordOnly, docTypeCode: 'PAYE' }] },
        { 'files.0.docId': 'no_file' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await call(server, '/api/desk/sign-workflow', {
        token: admin,
        body: { orgId: lyon.id, ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields).toEqual(fields);
    }
    const upload = (workflow: Record<string, unknown>, bytes: Buffer) =>
      postSignWorkflowUpload(
        server,
        admin,
        { name: 'x', orgId: lyon.id, steps: [{ signatoryIds: [adminId] }], ...workflow },
        [{ name: 'a.pdf', bytes }],
      );
    const notPdf = await upload({ files: [{ name: 'a.pdf', docTypeCode: 'CHIN' }] }, Buffer.from('not a pdf at all'));
    expect(notPdf.status).toBe(400);
    expect((await errorOf(notPdf)).fields).toMatchObject({ file: 'not_pdf' });
    const tooMany = await upload({ files: [] }, await textPdf(['x']));
    expect(tooMany.status).toBe(400);
    const unseenOrg = await call(server, '/api/desk/sign-workflow', {
      token: parisEditor.token,
      body: { name: 'x', orgId: lyon.id, steps: [{ signatoryIds: [parisSigner.id] }], files: [] },
    });
    expect(unseenOrg.status).toBe(404);
    expect(await signRowCounts(server)).toEqual(before);
  });

  it('without an organisation, names every field at fault in one answer, as JSON and as an upload', async () => {
    const before = await signRowCounts(server);
    const empty = { name: ' ', steps: [], files: [] };
    const everyField = { orgId: 'required', name: 'required', files: 'required', steps: 'required' };
    const json = await call(server, '/api/desk/sign-workflow', { token: admin, body: empty });
    expect(json.status).toBe(400);
    expect((await errorOf(json)).fields).toEqual(everyField);
    const upload = await postSignWorkflowUpload(server, admin, empty, []);
    expect(upload.status).toBe(400);
    expect((await errorOf(upload)).fields).toEqual(everyField);
    // A malformed organisation beside a file of the safe without its document, and no step.
    const malformed = await call(server, '/api/desk/sign-workflow', {
      token: admin,
      body: { name: 'x', orgId: 'lyon', files: [{ docTypeCode: 'WCNT' }] },
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).fields).toEqual({
      orgId: 'invalid_format',
      'files.0.docId': 'required',
      steps: 'required',
    });
    expect(await signRowCounts(server)).toEqual(before);
  });
});

const lyonBook = async (signatoryId: string, name = 'Livre de Lyon') => {
  const response = await call(server, '/api/desk/sign-workflow', {
    token: admin,
    body: {
      name,
      orgId: lyon.id,
      steps: [{ signatoryIds: [signatoryId] }],
      files: [{ docId: await lyonDocument(), docTypeCode: 'WCNT' }],
    },
  });
  return ((await response.json()) as { data: TSignWorkflow }).data;
};

const listed = async (token: string, filters: Record<string, unknown> = {}) => {
  const response = await call(server, '/api/desk/sign-workflows', { token, body: { filters, limit: 100 } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { signWorkflows: TSignWorkflowSummary[] }).signWorkflows.map((row) => row.id);
};

describe('lists and access', () => {
  it('lists running and done books; pending lists what waits on a user', async () => {
    const book = await lyonBook(adminId, 'Pour la liste');
    expect(await listed(admin, { list: 'running' })).toContain(book.id);
    expect(await listed(admin, { list: 'done' })).not.toContain(book.id);
    const refused = await call(server, `/api/desk/sign-workflow/refuse/${book.id}`, {
      token: admin,
      body: { reason: 'Non' },
    });
    expect(refused.status).toBe(200);
    expect(await listed(admin, { list: 'done' })).toContain(book.id);
    expect(await listed(admin, { state: 'REFUSED' })).toContain(book.id);
    expect(await listed(admin, { state: 'SIGNED' })).not.toContain(book.id);
    // Its initiator is told, with a link to the book itself (a refused book is not among the signed).
    const told = await server.ctx.database.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('subject', 'like', '%refusé%')
      .where('body_text', 'like', `%/sign-workflow/${book.id}\n%`)
      .execute();
    expect(told).toHaveLength(1);
    const waiting = await lyonBook(lyonSigner.id, 'En attente');
    const pending = await call(server, `/api/desk/sign-workflows-pending/${lyonSigner.id}`, { token: admin, body: {} });
    const ids = ((await pending.json()) as { signWorkflows: { id: string }[] }).signWorkflows.map((row) => row.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(book.id);
    // A user the caller does not see is unknown.
    const unseen = await call(server, `/api/desk/sign-workflows-pending/${lyonSigner.id}`, {
      token: parisSigner.token,
      body: {},
    });
    expect(unseen.status).toBe(404);
    const stats = await call(server, '/api/desk/sign-workflows/stats', { token: lyonSigner.token });
    expect(((await stats.json()) as { toSign: number }).toSign).toBeGreaterThanOrEqual(1);
  });

  it('a Paris-only user gets 404 on a Lyon book and never lists it; a Lyon signatory sees their own', async () => {
    const book = await lyonBook(lyonSigner.id, 'Secret lyonnais');
    const paths = [
      ['GET', `/api/desk/sign-workflows/${book.id}`, undefined],
      ['PUT', `/api/desk/sign-workflows/${book.id}`, { name: 'x' }],
      ['DELETE', `/api/desk/sign-workflow/${book.id}`, undefined],
      ['GET', `/api/desk/sign-workflows/${book.id}/files/${book.files[0]!.id}`, undefined],
      ['POST', `/api/desk/sign-workflow/sign/${book.id}`, { codeSignature: '123456' }],
      ['POST', `/api/desk/sign-workflow/refuse/${book.id}`, { reason: 'x' }],
      ['POST', `/api/desk/sign-workflow/recover-signature-code/${book.id}`, { mode: 'EMAIL', email: 'x@y.z' }],
    ] as const;
    for (const [method, path, body] of paths) {
      const response = await call(server, path, { token: parisEditor.token, method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await listed(parisEditor.token)).not.toContain(book.id);
    // The Lyon signatory sees only Lyon too, yet a signatory always sees the book they sign.
    const own = await call(server, `/api/desk/sign-workflows/${book.id}`, { token: lyonSigner.token });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { data: TSignWorkflow }).data.canSign).toBe(true);
    expect(await listed(lyonSigner.token)).toContain(book.id);
    // ...and reads what they are to sign, before signing it.
    const file = await call(server, `/api/desk/sign-workflows/${book.id}/files/${book.files[0]!.id}`, {
      token: lyonSigner.token,
    });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const otherFile = await call(server, `/api/desk/sign-workflows/${book.id}/files/${crypto.randomUUID()}`, {
      token: lyonSigner.token,
    });
    expect(otherFile.status).toBe(404);
    // Seeing the book they sign (of Paris, which they do not see) lets a signatory neither change nor delete it.
    const parisBook = await lyonBook(lyonEditor.id, 'Livre de Paris');
    await server.ctx.database.db
      .updateTable('sign_workflows')
      .set({ org_id: paris.id })
      .where('id', '=', parisBook.id)
      .execute();
    expect((await call(server, `/api/desk/sign-workflows/${parisBook.id}`, { token: lyonEditor.token })).status).toBe(
      200,
    );
    const put = await call(server, `/api/desk/sign-workflows/${parisBook.id}`, {
      token: lyonEditor.token,
      method: 'PUT',
      body: { name: 'x' },
    });
    expect(put.status).toBe(404);
    const del = await call(server, `/api/desk/sign-workflow/${parisBook.id}`, {
      token: lyonEditor.token,
      method: 'DELETE',
    });
    expect(del.status).toBe(404);
    // Another signatory's book of Paris stays hidden from a Paris signatory not on it... but visible through Paris.
    expect(await listed(parisSigner.token)).not.toContain(book.id);
    const detail = await call(server, `/api/desk/sign-workflows/${book.id}`, { token: admin });
    expect(((await detail.json()) as { data: TSignWorkflow }).data.canSign).toBe(false);
    // Not their turn: 409.
    const notTurn = await call(server, `/api/desk/sign-workflow/refuse/${book.id}`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect(notTurn.status).toBe(409);
    const deleted = await call(server, `/api/desk/sign-workflow/${book.id}`, { token: admin, method: 'DELETE' });
    expect(deleted.status).toBe(204);
  });
});

describe("a user's phone", () => {
  it('is set on creation, kept by an update that leaves it out, cleared when empty', async () => {
    const fields = { login: 'phoned', lastName: 'Phoned', userOrgId: lyon.id, visuOrgIds: [lyon.id] };
    const user = { ...fields, password: 'Phoned-Pass-1', confirmation: 'Phoned-Pass-1' };
    const created = await call(server, '/api/user-directory/desk-user', {
      token: admin,
      body: { ...user, phone: '+33 6 12 34 56 78' },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; phone: string | null } };
    expect(data.phone).toBe('+33 6 12 34 56 78');
    const path = `/api/user-directory/desk-user/${data.id}`;
    const kept = await call(server, path, { token: admin, method: 'PUT', body: fields });
    expect(((await kept.json()) as { data: { phone: string | null } }).data.phone).toBe('+33 6 12 34 56 78');
    const cleared = await call(server, path, { token: admin, method: 'PUT', body: { ...fields, phone: '' } });
    expect(((await cleared.json()) as { data: { phone: string | null } }).data.phone).toBeNull();
    const wrong = await call(server, path, { token: admin, method: 'PUT', body: { ...fields, phone: 'call me' } });
    expect(wrong.status).toBe(400);
  });
});

describe('a recovery code by SMS without a phone gateway', () => {
  it('is held in the outbox for an administrator, as a secret, never given to SMTP', async () => {
    const { db } = server.ctx.database;
    await db.updateTable('users').set({ phone: '06 11 22 33 44' }).where('id', '=', lyonSigner.id).execute();
    const book = await lyonBook(lyonSigner.id, 'Code par SMS');
    const response = await call(server, `/api/desk/sign-workflow/recover-signature-code/${book.id}`, {
      token: lyonSigner.token,
      body: { mode: 'SMS', phone: '0611223344' },
    });
    expect(response.status).toBe(204);
    const held = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'carries_secret', 'status', 'body_text'])
      .where('recipient_user_id', '=', lyonSigner.id)
      .where('recipient', '=', '06 11 22 33 44')
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ carries_secret: true, status: 'held' });
    expect(held.body_text).toMatch(/\d{6}/);
  });
});
