import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { documentLinks } from '../../common/api/documents';
import type { TDocSummary } from '../../common/schemas/documents';
import { apiAs, pathOf, refused, urlOf } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertUser, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { decodeMail, startSmtpPeer } from '../support/smtpPeer';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let server: TestServer;
let admin: string;
let paris: { id: string };
let lyon: { id: string };
let people = 0;

const PORTAL = 'https://portal.example.org';
const LINK = new RegExp(`${PORTAL}${pathOf(documentLinks.open, { params: { token: '' } })}([A-Za-z0-9_-]+)`);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: PORTAL });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The token of the last link mailed to this address, once there are `count` mails for it. */
const linkMailedTo = async (address: string, count = 1) => {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 20_000 })
    .toBe(count);
  const mail = smtp.received.filter((received) => received.to.includes(address)).at(-1)!;
  return decodeMail(mail.raw).match(LINK)?.[1];
};

/** A payslip of a new employee of the organisation, who has an email. */
const payslip = async (orgId = paris.id) => {
  const email = `employe-${++people}@demo.liasse.example`;
  const employee = await makeEmployee(server, admin, { organizations: [{ orgId }], email });
  const file = await textPdf([`Bulletin ${people}`]);
  const doc = await makeDocument(server, admin, { orgId, docType: 'PAYE', employeeId: employee.id }, file);
  return { email, employee, file, doc };
};

const sendLink = (doc: TDocSummary, body: CallInput<typeof documentLinks.send>['body'] = {}, token = admin) =>
  apiAs(server, token)(documentLinks.send, { params: { id: doc.id }, body });
/** A link opened as a browser would, its redirect read as such (`redirect: 'manual'`): a raw call. */
const direct = (token: string) =>
  fetch(urlOf(server, documentLinks.open, { params: { token } }), { redirect: 'manual' });
const regenerate = (token: string) => apiAs(server)(documentLinks.renew, { body: { token } });
const eventsOf = (documentId: string) =>
  server.ctx.database.db
    .selectFrom('document_events')
    .select(['kind', 'user_id', 'ip'])
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();

describe('direct download links', () => {
  it('mails the employee a 256-bit link that opens that document only, without a session', async () => {
    const { email, file, doc } = await payslip();
    const other = await payslip();
    expect((await sendLink(doc)).status).toBe(204);
    const token = (await linkMailedTo(email))!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { db } = server.ctx.database;
    const stored = await db.selectFrom('document_links').selectAll().where('document_id', '=', doc.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const days = (stored[0].expires_at.getTime() - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const message = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(message.carries_secret).toBe(true);

    const response = await direct(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
    expect(await eventsOf(doc.id)).toMatchObject([
      { kind: 'DEPOSIT' },
      { kind: 'LINK_SENT' },
      { kind: 'DOWNLOAD', user_id: null, ip: '127.0.0.1' },
    ]);
    expect((await eventsOf(other.doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT']);
  });

  it('sends to the address given, and refuses a document with no recipient address', async () => {
    const { doc } = await payslip();
    expect((await sendLink(doc, { email: 'comptable@cabinet.example' })).status).toBe(204);
    expect(await linkMailedTo('comptable@cabinet.example')).toBeTruthy();
    const noEmployee = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'CHIN' },
      await textPdf(['Charte']),
    );
    const refusal = await sendLink(noEmployee);
    expect(refused(refusal, 400).error.fields).toEqual({ email: 'required' });
  });

  it('sends an invalid or expired link to the renewal page', async () => {
    const { email, doc } = await payslip();
    await sendLink(doc);
    const token = (await linkMailedTo(email))!;
    await server.ctx.database.db
      .updateTable('document_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('document_id', '=', doc.id)
      .execute();
    for (const tried of [token, 'made-up-token', token.slice(1)]) {
      const response = await direct(tried);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `/renew-direct-doc-download-link?token=${encodeURIComponent(tried)}`,
      );
    }
    expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual(['DEPOSIT', 'LINK_SENT']);
  });

  it('renews a link to the same address, the old one stopping, with the same answer for any token', async () => {
    const { email, file, doc } = await payslip();
    await sendLink(doc);
    const old = (await linkMailedTo(email))!;
    const answers: string[] = [];
    for (const token of [old, 'not-a-token', 'x'.repeat(43)]) {
      const response = await regenerate(token);
      answers.push(
        `${response.status} ${JSON.stringify([...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)))} ${JSON.stringify(response.body)}`,
      );
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^202 /);
    const renewed = (await linkMailedTo(email, 2))!;
    expect(renewed).not.toBe(old);
    expect((await direct(old)).status).toBe(303);
    const response = await direct(renewed);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
    expect((await eventsOf(doc.id)).map((event) => event.kind)).toEqual([
      'DEPOSIT',
      'LINK_SENT',
      'LINK_RENEWED',
      'DOWNLOAD',
    ]);
    // Asked again at once: no further mail (the outbox holds a message as soon as a link is renewed).
    expect((await regenerate(old)).status).toBe(202);
    const mails = await server.ctx.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute();
    expect(mails).toHaveLength(2);
  });

  it('is sent only by staff who see the document', async () => {
    const lyonSlip = await payslip(lyon.id);
    const parisReader = await makeScopedUser(server, {
      login: 'links-paris',
      orgId: paris.id,
      features: ['DOCUMENTS_LIST'],
    });
    expect((await sendLink(lyonSlip.doc, {}, parisReader.token)).status).toBe(404);
    const account = await insertUser(server, { login: 'links-personal' });
    await server.ctx.database.db
      .updateTable('users')
      .set({ employee_id: lyonSlip.employee.id })
      .where('id', '=', account.id)
      .execute();
    const personal = (await loginAs(server, 'links-personal')).token;
    expect((await sendLink(lyonSlip.doc, {}, personal)).status).toBe(403);
    expect(
      await server.ctx.database.db
        .selectFrom('document_links')
        .selectAll()
        .where('document_id', '=', lyonSlip.doc.id)
        .execute(),
    ).toEqual([]);
  });
});
