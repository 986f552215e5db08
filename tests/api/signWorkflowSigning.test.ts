import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { signatureCode, signWorkflows } from '../../common/api/signWorkflows';
import { readVerifiedBytes } from '../../server/storage/verifiedBlob';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { makeScopedUser } from '../support/factories';
import { pdfsig, pdftotextPages } from '../support/pdfSignatures';
import { decodeMail, startSmtpPeer } from '../support/smtpPeer';
import { setSignatureCode, signWorkflowForm } from '../support/signWorkflows';
import { startTimestampAuthority } from '../support/timestampAuthority';
import { apiAs, ok, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

type Signer = { id: string; token: string; email: string };
type GatewayCall = { authorization?: string; body: { to: string; text: string; kind: string } };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let authority: Awaited<ReturnType<typeof startTimestampAuthority>>;
let gateway: Server;
const gatewayCalls: GatewayCall[] = [];
let admin: string;
let adminEmail: string;
let lyonId: string;
const signers: Signer[] = [];

const CODE = '482913';

beforeAll(async () => {
  // A phone gateway on loopback speaking the adapter's API: JSON {to, text, kind}, a Bearer key.
  gateway = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      gatewayCalls.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as GatewayCall['body'] });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  smtp = await startSmtpPeer();
  authority = await startTimestampAuthority();
  server = await startTestServer({
    SIGN_TSA_URL: authority.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://portal.example.org',
    SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
    SMS_GATEWAY_KEY: 'gateway-key',
  });
  admin = (await loginAs(server, 'admin')).token;
  const { db } = server.ctx.database;
  adminEmail = (await db.selectFrom('users').select('email').where('login', '=', 'admin').executeTakeFirstOrThrow())
    .email!;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
  for (const login of ['signer-one', 'signer-two', 'signer-three', 'signer-four']) {
    const user = await makeScopedUser(server, { login, orgId: lyonId, features: ['SIGN', 'SIGN_WORKFLOWS_LIST'] });
    await setSignatureCode(server, user.token, 'Scoped-Pass-1', CODE);
    signers.push({ ...user, email: `${login}@demo.liasse.example` });
  }
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await authority?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const mailTo = async (address: string, count: number) => {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBe(count);
  return decodeMail(mailsTo(address).at(-1)!.raw);
};

const book = async (steps: Signer[], name = 'Contrat Dupont', pages = ['Contrat de travail', 'Signatures']) => {
  const form = signWorkflowForm(
    {
      name,
      orgId: lyonId,
      steps: steps.map((signer) => ({ signatoryIds: [signer.id] })),
      files: [{ name: 'contrat.pdf', docTypeCode: 'WCNT' }],
    },
    [{ name: 'contrat.pdf', bytes: await textPdf(pages) }],
  );
  return (await apiAs(server, admin).ok(signWorkflows.upload, { body: form })).data;
};

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const sign = (signer: Signer, id: string, codeSignature: string) =>
  apiAs(server, signer.token)(signWorkflows.sign, { params: { id }, body: { codeSignature } });

describe('signing a book of two steps', () => {
  it('signs in order, notifies each signatory, files a timestamped PDF whose every signature pdfsig reports valid', async () => {
    const [one, two] = [signers[0]!, signers[1]!];
    const created = await book([one, two]);
    const timestamps = authority.requests();
    expect(await mailTo(one.email, 1)).toContain('https://portal.example.org/sign-workflow');
    // Not their turn yet.
    expect((await sign(two, created.id, CODE)).status).toBe(409);

    const first = await sign(one, created.id, CODE);
    expect(first.status).toBe(200);
    const afterFirst = ok(first).data;
    expect(afterFirst).toMatchObject({ state: 'RUNNING', currentStep: 2, canSign: false });
    expect(afterFirst.steps.map((step) => step.state)).toEqual(['SIGNED', 'CURRENT']);
    expect(await mailTo(two.email, 1)).toContain('Contrat Dupont');

    const second = await sign(two, created.id, CODE);
    expect(second.status).toBe(200);
    const done = ok(second).data;
    expect(done).toMatchObject({ state: 'SIGNED', currentStep: null });
    expect(done.signedAt).not.toBeNull();
    expect(await mailTo(adminEmail, 1)).toContain('Contrat Dupont');

    const { db } = server.ctx.database;
    const documentId = done.files[0]!.signedDocumentId!;
    const document = await db
      .selectFrom('documents')
      .select(['blob_key', 'org_id', 'doc_type', 'sender_user_id', 'pages'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    const adminId = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow())
      .id;
    expect(document).toMatchObject({ org_id: lyonId, doc_type: 'WCNT', sender_user_id: adminId, pages: 3 });
    const bytes = await readVerifiedBytes(server.ctx.blobs, document.blob_key!);
    const signatures = await pdfsig(bytes);
    expect(signatures).toHaveLength(3);
    expect(signatures.every((signature) => signature.valid)).toBe(true);
    expect(signatures.at(-1)!.totalDocument).toBe(true);
    // Each step's signature and the platform's seal carry a timestamp of the configured authority (PAdES-B-T).
    expect(authority.requests() - timestamps).toBe(3);
    const pages = await pdftotextPages(bytes);
    expect(pages[1]).toContain('Scoped signer-one');
    expect(pages[1]).toContain('Scoped signer-two');
    const audit = pages.at(-1)!;
    expect(audit).toContain('Certificat de signature');
    expect(audit).toContain('signer-one@demo.liasse.example');
    expect(audit).toContain('signer-two@demo.liasse.example');
    // Each step's hashes chain: the second starts where the first ended.
    const steps = await db
      .selectFrom('sign_workflow_steps')
      .select('hashes')
      .where('workflow_id', '=', created.id)
      .orderBy('position')
      .execute();
    expect(steps[1]!.hashes[0]!.before).toBe(steps[0]!.hashes[0]!.after);
    // The document is listed in the done list.
    const listed = await apiAs(server, admin).ok(signWorkflows.search, { body: { filters: { list: 'done' } } });
    expect(listed.signWorkflows.map((row) => row.id)).toContain(created.id);
  });

  it('stops at a refusal: the step keeps its reason, the initiator is told', async () => {
    const [one, two] = [signers[0]!, signers[1]!];
    const created = await book([one, two], 'Avenant refusé');
    const before = mailsTo(adminEmail).length;
    const refusal = await apiAs(server, one.token)(signWorkflows.refuse, {
      params: { id: created.id },
      body: { reason: 'Le salaire est faux' },
    });
    expect(refusal.status).toBe(200);
    const data = ok(refusal).data;
    expect(data.state).toBe('REFUSED');
    expect(data.steps[0]).toMatchObject({ state: 'REFUSED', refusedReason: 'Le salaire est faux' });
    expect(await mailTo(adminEmail, before + 1)).toContain('Le salaire est faux');
    expect((await sign(one, created.id, CODE)).status).toBe(409);
  });
});

describe('the signature code', () => {
  it('locks after 5 wrong codes; a recovery code by email unlocks and signs once', async () => {
    const three = signers[2]!;
    const [first, second] = [await book([three], 'Premier'), await book([three], 'Second')];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { error } = refused(await sign(three, first.id, '000000'), 400);
      expect(error).toMatchObject({ code: 'INVALID_SIGNATURE_CODE', fields: { codeSignature: 'wrong' } });
      expect(error.message).toContain(`${5 - attempt} tries left`);
    }
    expect(refused(await sign(three, first.id, '000000'), 403).error.code).toBe('SIGNATURE_LOCKED');
    // Locked: even the right code is refused.
    const locked = await sign(three, first.id, CODE);
    expect(refused(locked, 403).error.code).toBe('SIGNATURE_LOCKED');
    const asThree = apiAs(server, three.token);
    expect(await asThree.ok(signatureCode.state)).toEqual({ isSet: true, locked: true });

    const notYours = await asThree(signWorkflows.recoverSignatureCode, {
      params: { id: first.id },
      body: { mode: 'EMAIL', email: 'someone@else.example' },
    });
    expect(refused(notYours, 400).error.fields).toEqual({ email: 'not_yours' });
    const asked = await asThree(signWorkflows.recoverSignatureCode, {
      params: { id: first.id },
      body: { mode: 'EMAIL', email: three.email.toUpperCase() },
    });
    expect(asked.status).toBe(204);
    const recovery = /code[^:]*: (\d{6})/.exec(await mailTo(three.email, 3))![1]!;
    expect((await sign(three, first.id, recovery)).status).toBe(200);
    expect(await asThree.ok(signatureCode.state)).toEqual({
      isSet: true,
      locked: false,
    });
    // Used once: refused the second time.
    const reused = await sign(three, second.id, recovery);
    expect(refused(reused, 400).error.fields).toEqual({ codeSignature: 'wrong' });
    expect((await sign(three, second.id, CODE)).status).toBe(200);
  });

  it('refuses an expired recovery code', async () => {
    const four = signers[3]!;
    const created = await book([four], 'Expiré');
    const asked = await apiAs(server, four.token)(signWorkflows.recoverSignatureCode, {
      params: { id: created.id },
      body: { mode: 'EMAIL', email: four.email },
    });
    expect(asked.status).toBe(204);
    const recovery = /code[^:]*: (\d{6})/.exec(await mailTo(four.email, 2))![1]!;
    await server.ctx.database.db
      .updateTable('signature_recovery_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', four.id)
      .execute();
    expect(refused(await sign(four, created.id, recovery), 400).error.fields).toEqual({ codeSignature: 'wrong' });
  });

  it('sends a recovery code by SMS through the phone gateway, at most 3 an hour', async () => {
    const four = signers[3]!;
    const created = await book([four], 'Par SMS');
    const recover = (body: CallInput<typeof signWorkflows.recoverSignatureCode>['body']) =>
      apiAs(server, four.token)(signWorkflows.recoverSignatureCode, { params: { id: created.id }, body });
    expect(refused(await recover({ mode: 'SMS', phone: '0612345678' }), 400).error.fields).toEqual({
      phone: 'none_registered',
    });
    await server.ctx.database.db
      .updateTable('users')
      .set({ phone: '+33 6 12 34 56 78' })
      .where('id', '=', four.id)
      .execute();
    expect(refused(await recover({ mode: 'SMS', phone: '+33 6 00 00 00 00' }), 400).error.fields).toEqual({
      phone: 'not_yours',
    });
    expect((await recover({ mode: 'SMS', phone: '+33612345678' })).status).toBe(204);
    const sent = gatewayCalls.at(-1)!;
    expect(sent.authorization).toBe('Bearer gateway-key');
    expect(sent.body).toMatchObject({ to: '+33 6 12 34 56 78', kind: 'sms' });
    const code = /(\d{6})/.exec(sent.body.text)![1]!;
    expect((await recover({ mode: 'VOICEMAIL', phone: '+33 6 12 34 56 78' })).status).toBe(204);
    expect(gatewayCalls.at(-1)!.body.kind).toBe('voice');
    // The email one of the previous test, this SMS and this voice message: the hour's three.
    const fourth = await recover({ mode: 'SMS', phone: '+33612345678' });
    expect(refused(fourth, 429).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await sign(four, created.id, code)).status).toBe(200);
  });

  it('lets only one of two concurrent signatures pass', async () => {
    const one = signers[0]!;
    const created = await book([one], 'Concurrent');
    const statuses = (await Promise.all([sign(one, created.id, CODE), sign(one, created.id, CODE)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const { db } = server.ctx.database;
    const file = await db
      .selectFrom('sign_workflow_files')
      .innerJoin('documents', 'documents.id', 'sign_workflow_files.signed_document_id')
      .select('documents.blob_key')
      .where('workflow_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(await pdfsig(await readVerifiedBytes(server.ctx.blobs, file.blob_key!))).toHaveLength(2);
  });

  it('answers not_set to a signatory without a code', async () => {
    const { db } = server.ctx.database;
    const one = signers[0]!;
    const created = await book([one], 'Sans code');
    await db.deleteFrom('signature_codes').where('user_id', '=', one.id).execute();
    const answer = await sign(one, created.id, CODE);
    expect(refused(answer, 400).error.fields).toEqual({ codeSignature: 'not_set' });
    await setSignatureCode(server, one.token, 'Scoped-Pass-1', CODE);
    expect((await sign(one, created.id, CODE)).status).toBe(200);
  });
});
