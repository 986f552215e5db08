import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles, documentLinks, documents } from '../../common/api/documents';
import type { TransmissionMode } from '../../common/schemas/organizations';
import { dispatchCampaign, failDispatch } from '../../server/modules/campaigns/dispatch/dispatchCampaign';
import { resumeCampaigns } from '../../server/modules/campaigns/jobs';
import { bulkPayslipsPdf } from '../../server/pdf/bulkPayslips';
import { demoOrganization } from '../support/demoOrganization';
import {
  insertBareCampaign,
  insertCampaignFile,
  insertEmployee,
  insertOrganization,
  insertPendingDoc,
  insertUser,
  makePartnership,
} from '../support/factories';
import { decodeMail, startSmtpPeer } from '../support/smtpPeer';
import { apiAs, ok, pathOf } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let server: TestServer;
let admin: string;
let adminId: string;
let paris: Awaited<ReturnType<typeof demoOrganization>>;
let people = 0;

const PORTAL = 'https://portal.example.org';
const db = () => server.ctx.database.db;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: PORTAL });
  admin = (await loginAs(server, 'admin')).token;
  adminId = (await db().selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const onePagePdf = async (name: string) =>
  (
    await bulkPayslipsPdf({
      organizationName: 'Liasse Démo',
      siret: '73282932000074',
      period: 'novembre 2026',
      employees: [{ registrationNumber: 'X1', firstName: name, lastName: 'Test', birthDay: null }],
    })
  ).bytes;

/** A campaign ready to dispatch from an organisation with this transmission mode, with its one source file. */
const readyCampaign = async (mode: TransmissionMode = 'DEFAULT', fields: { no_distribution?: boolean } = {}) => {
  const org = await insertOrganization(db(), { parent: paris });
  await db().updateTable('organizations').set({ transmission_mode: mode }).where('id', '=', org.id).execute();
  const campaign = await insertBareCampaign(db(), org, adminId, { status: 'NEEDS_DISPATCHING', ...fields });
  const file = await insertCampaignFile(db(), server.ctx.blobs, campaign, await onePagePdf('Source'));
  return { org, campaign, file };
};

/** A document of the campaign for an employee (new, with BPE agreement and an address, unless told), its own PDF stored. */
const docFor = async (
  ready: Awaited<ReturnType<typeof readyCampaign>>,
  employee: { email?: string | null; bpe_agreement?: boolean | null; bpe_refusal_effective_on?: Date | null } = {},
) => {
  const number = ++people;
  const person = await insertEmployee(db(), ready.org, {
    email: `personne${number}@example.com`,
    bpe_agreement: true,
    ...employee,
  });
  const bytes = Buffer.from(await onePagePdf(`Personne${number}`));
  const key = await server.ctx.blobs.put(bytes);
  const doc = await insertPendingDoc(
    db(),
    ready.campaign,
    ready.file,
    { employeeId: person.id },
    {
      page_from: number,
      page_to: number,
      blob_key: key,
      name: `Bulletin de paie - TEST Personne${number}.pdf`,
    },
  );
  return { person, doc, bytes };
};

const docRow = (id: string) =>
  db().selectFrom('dispatched_docs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const campaignRow = (id: string) =>
  db().selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const outboxCount = async () =>
  (
    await db()
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const documentCount = async () =>
  (
    await db()
      .selectFrom('documents')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** The PDF attached to a received message (nodemailer writes it in base64). */
const attachmentOf = (raw: string) => {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk));
  if (!part) return undefined;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return { headers: part, bytes: Buffer.from(body, 'base64') };
};

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
describe('the dispatch of a campaign', () => {
  it('files each document in the safe, where its employee’s personal account reads it', async () => {
    const ready = await readyCampaign('DEFAULT');
    const { person, doc, bytes } = await docFor(ready);
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');

    const row = await docRow(doc.id);
    expect(row).toMatchObject({
      status: 'DISPATCHED',
      channel: 'ACCOUNT',
      error_cause: null,
      attempts: 1,
      mail_id: null,
    });
    const document = await db()
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', row.document_id!)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      employee_id: person.id,
      org_id: ready.org.id,
      doc_type: 'PAYE',
      file_name: doc.name,
      blob_key: doc.blob_key,
      size: bytes.length,
      pages: 1,
      sender_user_id: adminId,
    });
    const events = await db()
      .selectFrom('document_events')
      .select('kind')
      .where('document_id', '=', document.id)
      .execute();
    expect(events).toEqual([{ kind: 'DEPOSIT' }]);
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'DISPATCHED', progress: 100 });
    expect((await campaignRow(ready.campaign.id)).dispatched_at).not.toBeNull();

    // The employee's personal account lists it and downloads the very bytes.
    const login = `personal-dispatch-${person.id.slice(0, 8)}`;
    const user = await insertUser(server, { login });
    await db().updateTable('users').set({ employee_id: person.id }).where('id', '=', user.id).execute();
    const { token } = await loginAs(server, login);
    const page = await apiAs(server, token).ok(documents.search, { body: { limit: 10 } });
    expect(page.docs.map((listed) => listed.id)).toEqual([document.id]);
    const pdf = await apiAs(server, token)(documentFiles.pdf, { params: { id: document.id } });
    expect(pdf.status).toBe(200);
    expect(ok(pdf)).toEqual(bytes);
    // And staff find it by its name.
    const found = await apiAs(server, admin).ok(documents.search, {
      body: { limit: 10, search: `Personne${people}` },
    });
    expect(found.docs.map((listed) => listed.id)).toContain(document.id);
  });

  it('emails an expiring direct link in LINK mode, and keeps in the account an employee without an address', async () => {
    const ready = await readyCampaign('LINK');
    const withEmail = await docFor(ready);
    const without = await docFor(ready, { email: null });
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');

    const linked = await docRow(withEmail.doc.id);
    expect(linked).toMatchObject({ status: 'MAIL_DISPATCHED', channel: 'LINK' });
    expect(linked.mail_id).not.toBeNull();
    expect(await docRow(without.doc.id)).toMatchObject({ status: 'DISPATCHED', channel: 'ACCOUNT', mail_id: null });

    await expect.poll(() => mailsTo(withEmail.person.email!).length, { timeout: 20_000 }).toBe(1);
    const text = decodeMail(mailsTo(withEmail.person.email!)[0].raw);
    const linkPrefix = pathOf(documentLinks.open, { params: { token: '' } });
    const token = text.match(new RegExp(`${PORTAL}${linkPrefix}([A-Za-z0-9_-]+)`))?.[1];
    expect(token).toBeDefined();
    const response = await apiAs(server)(documentLinks.open, { params: { token: token! } });
    expect(response.status).toBe(200);
    expect(ok(response)).toEqual(withEmail.bytes);
    const events = await db()
      .selectFrom('document_events')
      .select('kind')
      .where('document_id', '=', linked.document_id!)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['DEPOSIT', 'LINK_SENT', 'DOWNLOAD']);
    // One by link, one in the account: a tie goes to the account (endStatusOf's order).
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'DISPATCHED' });
  });

  it('emails the PDF itself in ATTACHMENT mode', async () => {
    const ready = await readyCampaign('ATTACHMENT');
    const { person, doc, bytes } = await docFor(ready);
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    const row = await docRow(doc.id);
    expect(row).toMatchObject({ status: 'MAIL_DISPATCHED', channel: 'ATTACHMENT' });
    const message = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', row.mail_id!)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      recipient: person.email,
      attachment_blob_key: doc.blob_key,
      attachment_name: doc.name,
    });
    await expect.poll(() => mailsTo(person.email!).length, { timeout: 20_000 }).toBe(1);
    const attached = attachmentOf(mailsTo(person.email!)[0].raw);
    expect(attached?.bytes).toEqual(bytes);
    expect(attached?.headers).toMatch(/Personne\d+\.pdf/);
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'MAIL_DISPATCHED' });
  });

  it('sends an employee without BPE agreement to the paper batch, filed in the safe, not emailed', async () => {
    const ready = await readyCampaign('ATTACHMENT');
    const { person, doc } = await docFor(ready, { bpe_agreement: false });
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    const row = await docRow(doc.id);
    expect(row).toMatchObject({
      status: 'PAPER_DISPATCHED',
      channel: 'PAPER',
      error_cause: 'NO_BPE_AGREEMENT',
      mail_id: null,
    });
    expect(row.document_id).not.toBeNull();
    expect(await db().selectFrom('mail_outbox').select('id').where('recipient', '=', person.email!).execute()).toEqual(
      [],
    );
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'PAPER_DISPATCHED' });
  });

  it('sends an employee whose refusal takes effect later electronically until that day, and to paper from it', async () => {
    const ready = await readyCampaign('DEFAULT');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pending = await docFor(ready, { bpe_agreement: false, bpe_refusal_effective_on: tomorrow });
    const effective = await docFor(ready, { bpe_agreement: false, bpe_refusal_effective_on: new Date() });
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    expect(await docRow(pending.doc.id)).toMatchObject({ status: 'DISPATCHED', channel: 'ACCOUNT', error_cause: null });
    expect(await docRow(effective.doc.id)).toMatchObject({
      status: 'PAPER_DISPATCHED',
      channel: 'PAPER',
      error_cause: 'NO_BPE_AGREEMENT',
    });
  });

  it('sends an employee who has not stated their BPE agreement electronically, by default', async () => {
    const ready = await readyCampaign('DEFAULT');
    const { doc } = await docFor(ready, { bpe_agreement: null });
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    expect(await docRow(doc.id)).toMatchObject({ status: 'DISPATCHED', channel: 'ACCOUNT', error_cause: null });
  });

  it('sends an employee who has not stated it to paper when their organisation says so; one who accepted still goes electronically', async () => {
    const ready = await readyCampaign('DEFAULT');
    await db().updateTable('organizations').set({ bpe_not_stated: 'PAPER' }).where('id', '=', ready.org.id).execute();
    const unstated = await docFor(ready, { bpe_agreement: null });
    const accepted = await docFor(ready, { bpe_agreement: true });
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    expect(await docRow(unstated.doc.id)).toMatchObject({
      status: 'PAPER_DISPATCHED',
      channel: 'PAPER',
      error_cause: 'BPE_NOT_STATED',
    });
    expect(await docRow(accepted.doc.id)).toMatchObject({ status: 'DISPATCHED', channel: 'ACCOUNT' });
  });

  it('gives each document that cannot go its cause: employee gone, file gone, both', async () => {
    const ready = await readyCampaign('DEFAULT');
    const employeeGone = await docFor(ready);
    const fileGone = await docFor(ready);
    const bothGone = await docFor(ready);
    await db()
      .deleteFrom('employee_organizations')
      .where('employee_id', 'in', [employeeGone.person.id, bothGone.person.id])
      .execute();
    await db().deleteFrom('employees').where('id', 'in', [employeeGone.person.id, bothGone.person.id]).execute();
    const missing = 'e'.repeat(64);
    await db()
      .updateTable('dispatched_docs')
      .set({ blob_key: missing })
      .where('id', 'in', [fileGone.doc.id, bothGone.doc.id])
      .execute();
    const before = await documentCount();
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    expect(await docRow(employeeGone.doc.id)).toMatchObject({
      status: 'NOT_DISPATCHED',
      error_cause: 'EMPLOYEE_NOT_FOUND',
    });
    expect(await docRow(fileGone.doc.id)).toMatchObject({
      status: 'NOT_DISPATCHED',
      error_cause: 'DOCUMENT_NOT_FOUND',
    });
    expect(await docRow(bothGone.doc.id)).toMatchObject({
      status: 'NOT_DISPATCHED',
      error_cause: 'DOCUMENT_AND_EMPLOYEE_NOT_FOUND',
    });
    expect(await documentCount()).toBe(before);
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'NOT_DISPATCHED' });
  });

  it('sends to an enabled partnership per its mode, and not to an inactive one', async () => {
    const ready = await readyCampaign('DEFAULT');
    const enabled = await makePartnership(server, admin, { orgId: ready.org.id });
    const disabled = await makePartnership(server, admin, { orgId: ready.org.id });
    const contact = `contact-${enabled.id.slice(0, 8)}@example.com`;
    await db()
      .updateTable('partnerships')
      .set({ status: 'ENABLED', transmission_mode: 'ATTACHMENT', contact_email: contact })
      .where('id', '=', enabled.id)
      .execute();
    await db().updateTable('partnerships').set({ status: 'DISABLED' }).where('id', '=', disabled.id).execute();
    const key = await server.ctx.blobs.put(Buffer.from(await onePagePdf('Partenaire')));
    const toEnabled = await insertPendingDoc(
      db(),
      ready.campaign,
      ready.file,
      { partnershipId: enabled.id },
      { blob_key: key },
    );
    const toDisabled = await insertPendingDoc(
      db(),
      ready.campaign,
      ready.file,
      { partnershipId: disabled.id },
      { blob_key: key },
    );
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');

    const sent = await docRow(toEnabled.id);
    expect(sent).toMatchObject({ status: 'MAIL_DISPATCHED', channel: 'ATTACHMENT' });
    const document = await db()
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', sent.document_id!)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ third_party_id: enabled.id, employee_id: null });
    await expect.poll(() => mailsTo(contact).length, { timeout: 20_000 }).toBe(1);
    expect(await docRow(toDisabled.id)).toMatchObject({
      status: 'NOT_DISPATCHED',
      error_cause: 'INACTIVE_PARTNERSHIP',
      document_id: null,
    });
  });

  it('files an archive-only campaign’s documents without sending them', async () => {
    const ready = await readyCampaign('ATTACHMENT', { no_distribution: true });
    const { doc, person } = await docFor(ready);
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    const row = await docRow(doc.id);
    expect(row).toMatchObject({ status: 'DISPATCHED', channel: 'ARCHIVE', mail_id: null });
    expect(row.document_id).not.toBeNull();
    expect(await db().selectFrom('mail_outbox').select('id').where('recipient', '=', person.email!).execute()).toEqual(
      [],
    );
  });

  it('sets aside a document that fails unexpectedly, and sends the others', async () => {
    const ready = await readyCampaign('DEFAULT');
    const failing = await docFor(ready);
    const fine = await docFor(ready);
    const blobs = server.ctx.blobs;
    const get = blobs.get;
    blobs.get = async (key) => {
      if (key === failing.doc.blob_key) throw new Error('the store is having a bad day');
      return get(key);
    };
    try {
      expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    } finally {
      blobs.get = get;
    }
    expect(await docRow(failing.doc.id)).toMatchObject({
      status: 'IN_ERROR',
      error_cause: 'PERSONAL_ACCOUNT_ERROR',
      document_id: null,
    });
    expect(await docRow(fine.doc.id)).toMatchObject({ status: 'DISPATCHED' });
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'IN_ERROR' });
  });

  it('sends nothing twice: stopped midway then run again, or run again once done', async () => {
    const ready = await readyCampaign('ATTACHMENT');
    const docs = [];
    for (let i = 0; i < 5; i++) docs.push(await docFor(ready));
    const documentsBefore = await documentCount();
    const outboxBefore = await outboxCount();

    expect(await dispatchCampaign(server.ctx, ready.campaign.id, { stopAfter: 2 })).toBe('stopped');
    expect(await campaignRow(ready.campaign.id)).toMatchObject({ status: 'DISPATCHING' });
    expect(await documentCount()).toBe(documentsBefore + 2);
    // Restarted while DISPATCHING: it goes on with the others.
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');
    // Once more (a job delivered twice): the campaign is done, nothing happens.
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('skipped');
    // And as a retry would leave it: NEEDS_DISPATCHING again, with nothing PENDING.
    await db()
      .updateTable('campaigns')
      .set({ status: 'NEEDS_DISPATCHING' })
      .where('id', '=', ready.campaign.id)
      .execute();
    expect(await dispatchCampaign(server.ctx, ready.campaign.id)).toBe('done');

    expect(await documentCount()).toBe(documentsBefore + 5);
    expect(await outboxCount()).toBe(outboxBefore + 5);
    for (const { doc, person } of docs) {
      expect(await docRow(doc.id)).toMatchObject({ status: 'MAIL_DISPATCHED', attempts: 1 });
      await expect.poll(() => mailsTo(person.email!).length, { timeout: 20_000 }).toBe(1);
    }
  });

  it('finishes, once a worker starts again, a campaign whose worker died mid-dispatch', async () => {
    const ready = await readyCampaign();
    const docs = [await docFor(ready), await docFor(ready), await docFor(ready)];
    // The worker dies after one document: the campaign stays DISPATCHING, its job still 'active'.
    expect(await dispatchCampaign(server.ctx, ready.campaign.id, { stopAfter: 1 })).toBe('stopped');
    expect(await resumeCampaigns(server.ctx)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await campaignRow(ready.campaign.id)).status, { timeout: 30_000 })
      .toBe('DISPATCHED');
    for (const { doc } of docs) expect(await docRow(doc.id)).toMatchObject({ status: 'DISPATCHED', attempts: 1 });
  });

  it('leaves a campaign whose job failed its last try IN_ERROR, and a finished one as it is', async () => {
    const stuck = await readyCampaign('DEFAULT');
    await docFor(stuck);
    await db().updateTable('campaigns').set({ status: 'DISPATCHING' }).where('id', '=', stuck.campaign.id).execute();
    await failDispatch(server.ctx, stuck.campaign.id);
    expect(await campaignRow(stuck.campaign.id)).toMatchObject({ status: 'IN_ERROR', error_code: 'DISPATCH_ERROR' });

    const done = await readyCampaign('DEFAULT');
    await docFor(done);
    expect(await dispatchCampaign(server.ctx, done.campaign.id)).toBe('done');
    await failDispatch(server.ctx, done.campaign.id);
    expect(await campaignRow(done.campaign.id)).toMatchObject({ status: 'DISPATCHED', error_code: null });
  });
});
