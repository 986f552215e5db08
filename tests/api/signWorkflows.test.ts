import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { users } from '../../common/api/rights';
import { signTemplates, signWorkflows } from '../../common/api/signWorkflows';
import { apiAs, ok, refused, type Api } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertDocument, makeDocument, makeScopedUser } from '../support/factories';
import { signRowCounts, signWorkflowForm, type SignUpload } from '../support/signWorkflows';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let api: Api;
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
  api = apiAs(server, admin);
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

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** A body the declaration refuses, sent on purpose: what is tested is the server's own validation. */
const malformed = (body: unknown) => body as never;

type TemplateWrite = CallInput<typeof signTemplates.create>['body'];
type WorkflowCreate = CallInput<typeof signWorkflows.create>['body'];

/** `POST sign-workflow/upload`: the book as the `workflow` field, then its files. */
const upload = (token: string, workflow: Record<string, unknown>, uploads: SignUpload[]) =>
  apiAs(server, token)(signWorkflows.upload, { body: signWorkflowForm(workflow, uploads) });

const template = (fields: Partial<TemplateWrite> = {}): TemplateWrite => ({
  name: 'Contrat de travail',
  orgId: lyon.id,
  steps: [{ signatoryIds: [lyonSigner.id] }, { signatoryIds: [adminId] }],
  docTypes: ['WCNT'],
  ...fields,
});

describe('templates', () => {
  it('are created, listed, changed and deleted', async () => {
    const created = await api(signTemplates.create, { body: template() });
    expect(created.status).toBe(201);
    const { data } = ok(created);
    expect(data.steps.map((step) => step.signatory.id)).toEqual([lyonSigner.id, adminId]);
    expect(data.docTypes).toEqual(['WCNT']);
    const page = await api.ok(signTemplates.search, { body: { search: 'contrat' } });
    expect(page.templates.map((row) => row.id)).toContain(data.id);
    const changed = await api(signTemplates.update, {
      params: { id: data.id },
      body: template({ name: 'Avenant', steps: [{ signatoryIds: [adminId] }] }),
    });
    expect(changed.status).toBe(200);
    expect(ok(changed).data).toMatchObject({
      name: 'Avenant',
      steps: [{ position: 1 }],
    });
    // Who sees only Paris does not see a Lyon template.
    const hidden = await apiAs(server, parisEditor.token)(signTemplates.delete, { params: { id: data.id } });
    expect(hidden.status).toBe(404);
    const deleted = await api(signTemplates.delete, { params: { id: data.id } });
    expect(deleted.status).toBe(204);
  });

  it('refuse steps without exactly one signatory who may sign', async () => {
    const answer = await api(signTemplates.create, {
      body: template({
        steps: [
          { signatoryIds: [] },
          { signatoryIds: [lyonSigner.id, adminId] },
          { signatoryIds: [noSign.id] },
          { signatoryIds: ['00000000-0000-4000-8000-000000000000'] },
        ],
      }),
    });
    expect(refused(answer, 400).error.fields).toEqual({
      'steps.0.signatoryIds': 'exactly_one',
      'steps.1.signatoryIds': 'exactly_one',
      'steps.2.signatoryIds': 'cannot_sign',
      'steps.3.signatoryIds': 'not_found',
    });
    // A signatory the caller does not see is unknown to them.
    const unseen = await apiAs(server, parisEditor.token)(signTemplates.create, {
      body: template({ orgId: paris.id, steps: [{ signatoryIds: [lyonSigner.id] }] }),
    });
    expect(refused(unseen, 400).error.fields).toEqual({ 'steps.0.signatoryIds': 'not_found' });
  });
});

const lyonDocument = async (docType = 'WCNT', text = 'Contrat') =>
  (await makeDocument(server, admin, { orgId: lyon.id, docType }, await textPdf([text]))).id;

describe('creating a book', () => {
  it('from documents of the safe: RUNNING, step 1 current, its signatory notified', async () => {
    const docId = await lyonDocument();
    const answer = await api(signWorkflows.create, {
      body: {
        name: 'Contrat Dupont',
        orgId: lyon.id,
        steps: [{ signatoryIds: [lyonSigner.id] }, { signatoryIds: [adminId] }],
        files: [{ docId, docTypeCode: 'WCNT' }],
      },
    });
    expect(answer.status).toBe(201);
    const { data } = ok(answer);
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
    const answer = await upload(
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
    expect(answer.status).toBe(201);
    const { data } = ok(answer);
    expect(data).toMatchObject({
      state: 'PENDING',
      currentStep: null,
      files: [
        { docTypeCode: 'WCNT', pages: 1 },
        { name: 'charte.pdf', pages: 2 },
      ],
    });
    const started = await api(signWorkflows.update, { params: { id: data.id }, body: { start: true } });
    expect(ok(started).data).toMatchObject({
      state: 'RUNNING',
      currentStep: 1,
    });
    const again = await api(signWorkflows.update, { params: { id: data.id }, body: { name: 'Autre' } });
    expect(again.status).toBe(409);
  });

  it("stores uploaded files' names without bidirectional controls or invisible characters, and document.pdf when none is left", async () => {
    const answer = await upload(
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
    expect(answer.status).toBe(201);
    const { data } = ok(answer);
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
    const templateId = (await api.ok(signTemplates.create, { body: template() })).data.id;
    const contract = await lyonDocument('WCNT', 'Contrat A');
    const other = await lyonDocument('WCNT', 'Contrat B');
    const payslip = await lyonDocument('PAYE', 'Paie');
    const recordOnly = (await insertDocument(server.ctx.database.db, lyon)).id;
    const before = await signRowCounts(server);
    const cases: [Omit<WorkflowCreate, 'orgId'>, Record<string, string>][] = [
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
      const answer = await api(signWorkflows.create, { body: { orgId: lyon.id, ...body } });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(refused(answer, 400).error.fields).toEqual(fields);
    }
    const uploadOne = (workflow: Record<string, unknown>, bytes: Buffer) =>
      upload(admin, { name: 'x', orgId: lyon.id, steps: [{ signatoryIds: [adminId] }], ...workflow }, [
        { name: 'a.pdf', bytes },
      ]);
    const notPdf = await uploadOne(
      { files: [{ name: 'a.pdf', docTypeCode: 'CHIN' }] },
      Buffer.from('not a pdf at all'),
    );
    expect(refused(notPdf, 400).error.fields).toMatchObject({ file: 'not_pdf' });
    const tooMany = await uploadOne({ files: [] }, await textPdf(['x']));
    expect(tooMany.status).toBe(400);
    const unseenOrg = await apiAs(server, parisEditor.token)(signWorkflows.create, {
      body: { name: 'x', orgId: lyon.id, steps: [{ signatoryIds: [parisSigner.id] }], files: [] },
    });
    expect(unseenOrg.status).toBe(404);
    expect(await signRowCounts(server)).toEqual(before);
  });

  it('without an organisation, names every field at fault in one answer, as JSON and as an upload', async () => {
    const before = await signRowCounts(server);
    const empty = { name: ' ', steps: [], files: [] };
    const everyField = { orgId: 'required', name: 'required', files: 'required', steps: 'required' };
    const json = await api(signWorkflows.create, { body: malformed(empty) });
    expect(refused(json, 400).error.fields).toEqual(everyField);
    const uploaded = await upload(admin, empty, []);
    expect(refused(uploaded, 400).error.fields).toEqual(everyField);
    // A malformed organisation beside a file of the safe without its document, and no step.
    const badOrg = await api(signWorkflows.create, {
      body: { name: 'x', orgId: 'lyon', files: [{ docTypeCode: 'WCNT' }] },
    });
    expect(refused(badOrg, 400).error.fields).toEqual({
      orgId: 'invalid_format',
      'files.0.docId': 'required',
      steps: 'required',
    });
    expect(await signRowCounts(server)).toEqual(before);
  });
});

const lyonBook = async (signatoryId: string, name = 'Livre de Lyon') => {
  const created = await api.ok(signWorkflows.create, {
    body: {
      name,
      orgId: lyon.id,
      steps: [{ signatoryIds: [signatoryId] }],
      files: [{ docId: await lyonDocument(), docTypeCode: 'WCNT' }],
    },
  });
  return created.data;
};

type Filters = NonNullable<CallInput<typeof signWorkflows.search>['body']['filters']>;

const listed = async (token: string, filters: Filters = {}) => {
  const answer = await apiAs(server, token)(signWorkflows.search, { body: { filters, limit: 100 } });
  expect(answer.status).toBe(200);
  return ok(answer).signWorkflows.map((row) => row.id);
};

describe('lists and access', () => {
  it('lists running and done books; pending lists what waits on a user', async () => {
    const book = await lyonBook(adminId, 'Pour la liste');
    expect(await listed(admin, { list: 'running' })).toContain(book.id);
    expect(await listed(admin, { list: 'done' })).not.toContain(book.id);
    const refusal = await api(signWorkflows.refuse, { params: { id: book.id }, body: { reason: 'Non' } });
    expect(refusal.status).toBe(200);
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
    const pending = await api.ok(signWorkflows.pending, { params: { userId: lyonSigner.id }, body: {} });
    const ids = pending.signWorkflows.map((row) => row.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(book.id);
    // A user the caller does not see is unknown.
    const unseen = await apiAs(server, parisSigner.token)(signWorkflows.pending, {
      params: { userId: lyonSigner.id },
      body: {},
    });
    expect(unseen.status).toBe(404);
    const stats = await apiAs(server, lyonSigner.token).ok(signWorkflows.stats);
    expect(stats.toSign).toBeGreaterThanOrEqual(1);
  });

  it('a Paris-only user gets 404 on a Lyon book and never lists it; a Lyon signatory sees their own', async () => {
    const book = await lyonBook(lyonSigner.id, 'Secret lyonnais');
    const params = { id: book.id };
    const asParisEditor = apiAs(server, parisEditor.token);
    const answers = {
      get: await asParisEditor(signWorkflows.get, { params }),
      update: await asParisEditor(signWorkflows.update, { params, body: { name: 'x' } }),
      delete: await asParisEditor(signWorkflows.delete, { params }),
      file: await asParisEditor(signWorkflows.file, { params: { ...params, fileId: book.files[0]!.id } }),
      sign: await asParisEditor(signWorkflows.sign, { params, body: { codeSignature: '123456' } }),
      refuse: await asParisEditor(signWorkflows.refuse, { params, body: { reason: 'x' } }),
      recoverSignatureCode: await asParisEditor(signWorkflows.recoverSignatureCode, {
        params,
        body: { mode: 'EMAIL', email: 'x@y.z' },
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(404);
    }
    expect(await listed(parisEditor.token)).not.toContain(book.id);
    // The Lyon signatory sees only Lyon too, yet a signatory always sees the book they sign.
    const asLyonSigner = apiAs(server, lyonSigner.token);
    const own = await asLyonSigner(signWorkflows.get, { params });
    expect(own.status).toBe(200);
    expect(ok(own).data.canSign).toBe(true);
    expect(await listed(lyonSigner.token)).toContain(book.id);
    // ...and reads what they are to sign, before signing it.
    const file = await asLyonSigner(signWorkflows.file, { params: { ...params, fileId: book.files[0]!.id } });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(ok(file).subarray(0, 5).toString()).toBe('%PDF-');
    const otherFile = await asLyonSigner(signWorkflows.file, { params: { ...params, fileId: crypto.randomUUID() } });
    expect(otherFile.status).toBe(404);
    // Seeing the book they sign (of Paris, which they do not see) lets a signatory neither change nor delete it.
    const parisBook = await lyonBook(lyonEditor.id, 'Livre de Paris');
    await server.ctx.database.db
      .updateTable('sign_workflows')
      .set({ org_id: paris.id })
      .where('id', '=', parisBook.id)
      .execute();
    const asLyonEditor = apiAs(server, lyonEditor.token);
    expect((await asLyonEditor(signWorkflows.get, { params: { id: parisBook.id } })).status).toBe(200);
    const put = await asLyonEditor(signWorkflows.update, { params: { id: parisBook.id }, body: { name: 'x' } });
    expect(put.status).toBe(404);
    const del = await asLyonEditor(signWorkflows.delete, { params: { id: parisBook.id } });
    expect(del.status).toBe(404);
    // Another signatory's book of Paris stays hidden from a Paris signatory not on it... but visible through Paris.
    expect(await listed(parisSigner.token)).not.toContain(book.id);
    const detail = await api.ok(signWorkflows.get, { params });
    expect(detail.data.canSign).toBe(false);
    // Not their turn: 409.
    const notTurn = await api(signWorkflows.refuse, { params, body: { reason: 'x' } });
    expect(notTurn.status).toBe(409);
    const deleted = await api(signWorkflows.delete, { params });
    expect(deleted.status).toBe(204);
  });
});

describe("a user's phone", () => {
  it('is set on creation, kept by an update that leaves it out, cleared when empty', async () => {
    const fields = { login: 'phoned', lastName: 'Phoned', userOrgId: lyon.id, visuOrgIds: [lyon.id] };
    const user = { ...fields, password: 'Phoned-Pass-1', confirmation: 'Phoned-Pass-1' };
    const created = await api(users.create, { body: { ...user, phone: '+33 6 12 34 56 78' } });
    expect(created.status).toBe(201);
    const { data } = ok(created);
    expect(data.phone).toBe('+33 6 12 34 56 78');
    const params = { id: data.id };
    const kept = await api.ok(users.update, { params, body: fields });
    expect(kept.data.phone).toBe('+33 6 12 34 56 78');
    const cleared = await api.ok(users.update, { params, body: { ...fields, phone: '' } });
    expect(cleared.data.phone).toBeNull();
    const wrong = await api(users.update, { params, body: { ...fields, phone: 'call me' } });
    expect(wrong.status).toBe(400);
  });
});

describe('a recovery code by SMS without a phone gateway', () => {
  it('is held in the outbox for an administrator, as a secret, never given to SMTP', async () => {
    const { db } = server.ctx.database;
    await db.updateTable('users').set({ phone: '06 11 22 33 44' }).where('id', '=', lyonSigner.id).execute();
    const book = await lyonBook(lyonSigner.id, 'Code par SMS');
    const answer = await apiAs(server, lyonSigner.token)(signWorkflows.recoverSignatureCode, {
      params: { id: book.id },
      body: { mode: 'SMS', phone: '0611223344' },
    });
    expect(answer.status).toBe(204);
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
