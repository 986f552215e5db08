import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../common/api/campaigns';
import { documentFiles } from '../../common/api/documents';
import { dsnImports } from '../../common/api/dsnImports';
import { signWorkflows } from '../../common/api/signWorkflows';
import { apiAs, ok, pathOf, refused, urlOf } from '../support/api';
import { campaignForm } from '../support/campaigns';
import { demoOrganization } from '../support/demoOrganization';
import { uploadForm, textPdf } from '../support/documentFiles';
import { dsnBuffer, syntheticDeclaration } from '../support/dsnGenerator';
import { insertUser, makeDocument, makeEmployee } from '../support/factories';
import { signWorkflowForm } from '../support/signWorkflows';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let adminId: string;
let paris: Awaited<ReturnType<typeof demoOrganization>>;

beforeAll(async () => {
  // No workers: what a call created stays as it left it.
  server = await startTestServer({ RUN_WORKERS: 'false' });
  const login = await loginAs(server, 'admin');
  admin = login.token;
  adminId = (
    await server.ctx.database.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(() => server.close());

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
type Upload =
  typeof documentFiles.upload | typeof campaigns.create | typeof signWorkflows.upload | typeof dsnImports.upload;

const send = (declaration: Upload, body: FormData, key: string | undefined, token = admin) =>
  apiAs(server, token)(declaration, { body }, { headers: key ? { 'idempotency-key': key } : {} });

const countDocuments = async (fileName: string) =>
  (
    await server.ctx.database.db
      .selectFrom('documents')
      .select(server.ctx.database.db.fn.countAll<number>().as('n'))
      .where('file_name', '=', fileName)
      .executeTakeFirstOrThrow()
  ).n;

let campaignEmployee: Awaited<ReturnType<typeof makeEmployee>> | undefined;
/** Made once, then the same: a retry sends the same bytes (a PDF made a second later differs by its dates). */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const pdfs = {
  once: once(() => textPdf(['Une fois'])),
  charter: once(() => textPdf(['Charte'])),
  toSign: once(() => textPdf(['Charte à signer'])),
  cut: once(() => textPdf(['Coupure'])),
  first: once(() => textPdf(['Premier'])),
};

/** Each upload call, sent as its screen sends it, and the table its creation lands in. */
const calls: {
  name: string;
  declaration: Upload;
  form: () => Promise<FormData>;
  table: 'documents' | 'campaigns' | 'sign_workflows' | 'dsn_imports';
}[] = [
  {
    name: 'a document upload',
    declaration: documentFiles.upload,
    table: 'documents',
    form: async () => uploadForm({ orgId: paris.id, docType: 'PAYE' }, await pdfs.once(), 'une-fois.pdf'),
  },
  {
    name: 'a campaign creation',
    declaration: campaigns.create,
    table: 'campaigns',
    form: async () => {
      // A retry sends the same request: the same recipient each time.
      campaignEmployee ??= await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
      const employee = campaignEmployee;
      return campaignForm(
        {
          name: 'Une seule campagne',
          orgId: paris.id,
          siret: paris.siret,
          detection: false,
          files: [{ name: 'charte.pdf', docType: 'CHIN' }],
          employeeIds: [employee.id],
        },
        [{ name: 'charte.pdf', bytes: await pdfs.charter() }],
      );
    },
  },
  {
    name: 'a signature book creation',
    declaration: signWorkflows.upload,
    table: 'sign_workflows',
    form: async () =>
      signWorkflowForm(
        {
          name: 'Un seul parapheur',
          orgId: paris.id,
          draft: true,
          steps: [{ signatoryIds: [adminId] }],
          files: [{ name: 'charte.pdf', docTypeCode: 'CHIN' }],
        },
        [{ name: 'charte.pdf', bytes: await pdfs.toSign() }],
      ),
  },
  {
    name: 'a DSN import',
    declaration: dsnImports.upload,
    table: 'dsn_imports',
    form: async () => {
      const form = new FormData();
      const dsn = dsnBuffer(syntheticDeclaration({ employees: 2, siren: paris.siret!.slice(0, 9) }));
      form.append('file', new Blob([new Uint8Array(dsn)]), 'dsn.txt');
      return form;
    },
  },
];

const rows = async (table: (typeof calls)[number]['table']) =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom(table)
        .select(server.ctx.database.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an upload sent again with its Idempotency-Key', () => {
  it.each(calls)('answers $name a second time with the first answer, and creates it once', async (upload) => {
    const key = randomUUID();
    const before = await rows(upload.table);
    const first = await send(upload.declaration, await upload.form(), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send(upload.declaration, await upload.form(), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await rows(upload.table)).toBe(before + 1);
    // Without the key, or with another, it is a new one.
    expect((await send(upload.declaration, await upload.form(), randomUUID())).status).toBe(201);
    expect(await rows(upload.table)).toBe(before + 2);
  });

  it('is answered once even when the first answer never reached the client', async () => {
    const key = randomUUID();
    const fileName = `coupure-${key}.pdf`;
    const form = uploadForm({ orgId: paris.id, docType: 'PAYE' }, await pdfs.cut(), fileName);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    // The answer is lost on its way: the connection drops as it starts to come back (a raw request).
    await new Promise<void>((resolve, reject) => {
      const request = http.request(urlOf(server, documentFiles.upload), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'idempotency-key': key,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(body.length),
        },
      });
      request.on('error', reject);
      request.on('response', () => {
        request.destroy();
        resolve();
      });
      request.end(body);
    });
    await expect.poll(() => countDocuments(fileName), { timeout: 10_000 }).toBe(1);
    // The client, which saw only an error, sends the file again: it gets the first answer.
    const retry = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await pdfs.cut(), fileName),
      key,
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countDocuments(fileName)).toBe(1);
  });

  it('frees a key whose call died with its process, so that the client sending it again is served', async () => {
    // A process of this host that has ended: its claim on the key can never be answered.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const key = randomUUID();
    await server.ctx.database.db
      .insertInto('idempotency_keys')
      .values({ user_id: adminId, route: pathOf(documentFiles.upload), key, run_id: `${hostname()}.${dead}.0badc0de` })
      .execute();
    const fileName = `orpheline-${key}.pdf`;
    const form = uploadForm({ orgId: paris.id, docType: 'PAYE' }, await textPdf(['Orpheline']), fileName);
    const retry = await send(documentFiles.upload, form, key);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(await countDocuments(fileName)).toBe(1);
  });

  it('lets a refused upload be sent again with the same key, once it is right', async () => {
    const key = randomUUID();
    const refusal = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, Buffer.from('pas un PDF')),
      key,
    );
    expect(refusal.status).toBe(400);
    const fixed = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await textPdf(['Corrigé'])),
      key,
    );
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it("never answers one user's call with another's answer", async () => {
    const key = randomUUID();
    const other = await insertUser(server, { login: `idem-${key.slice(0, 8)}`, features: ['DOCUMENTS_UPLOAD'] });
    const otherToken = (await loginAs(server, other.login)).token;
    const mine = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await textPdf(['À moi'])),
      key,
    );
    const theirs = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await textPdf(['À l’autre'])),
      key,
      otherToken,
    );
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(ok(theirs).data.id).not.toBe(ok(mine).data.id);
  });

  it('refuses the key sent again with another file, organisation and type (422), storing nothing of it', async () => {
    const key = randomUUID();
    const lyon = await demoOrganization(server, 'Lyon');
    const firstForm = async () =>
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await pdfs.first(), `premier-${key}.pdf`);
    const first = await send(documentFiles.upload, await firstForm(), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const other = await send(
      documentFiles.upload,
      uploadForm({ orgId: lyon.id, docType: 'WCNT' }, await textPdf(['Second']), `second-${key}.pdf`),
      key,
    );
    expect(refused(other, 422).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await countDocuments(`second-${key}.pdf`)).toBe(0);
    // The same file under another name is another request too.
    const renamed = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await pdfs.first(), `renomme-${key}.pdf`),
      key,
    );
    expect(refused(renamed, 422).error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    // The first request sent again is still answered with its answer.
    const again = await send(documentFiles.upload, await firstForm(), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countDocuments(`premier-${key}.pdf`)).toBe(1);
  });

  it('refuses the key of a JSON call sent again with another body (422), creating nothing more', async () => {
    const key = randomUUID();
    const docId = (
      await makeDocument(server, admin, { orgId: paris.id, docType: 'WCNT' }, await textPdf(['Contrat à signer']))
    ).id;
    const book = (name: string) => ({
      name,
      orgId: paris.id,
      draft: true,
      steps: [{ signatoryIds: [adminId] }],
      files: [{ docId, docTypeCode: 'WCNT' as const }],
    });
    const create = (name: string) =>
      apiAs(server, admin)(signWorkflows.create, { body: book(name) }, { headers: { 'idempotency-key': key } });
    const before = await rows('sign_workflows');
    const first = await create('Parapheur premier');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(refused(await create('Parapheur second'), 422).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await create('Parapheur premier');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows('sign_workflows')).toBe(before + 1);
  });

  it('refuses a key that is no short visible text', async () => {
    const response = await send(
      documentFiles.upload,
      uploadForm({ orgId: paris.id, docType: 'PAYE' }, await textPdf(['x'])),
      'a b',
    );
    expect(refused(response, 400).error.fields).toHaveProperty('idempotency-key');
  });
});
