import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { chorus } from '../../common/api/chorus';
import { documentFiles, documents } from '../../common/api/documents';
import type { TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import { completeSiret } from '../../common/siret';
import { fileOrganizationInvoices } from '../../server/modules/chorus/fileInvoices';
import { syncOrganization } from '../../server/modules/chorus/syncInvoices';
import { dueConnections } from '../../server/modules/chorus/syncJobs';
import {
  DEMO_BUYERS,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  DEMO_LOGIN,
  DEMO_PASSWORD,
} from '../../server/modules/chorus/simulator/demoSeed';
import { invoiceNumber, makeDemoInvoiceMeta, makeFacturX } from '../support/chorusInvoices';
import { makePdf } from '../support/invoices';
import { connectedDemoSupplier, demoOrganization } from '../support/demoOrganization';
import { makeOrganization, makeScopedUser } from '../support/factories';
import { apiAs, ok, refused, type Api } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let rootId: string;
let api: Api;

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const configure = (
  body: Omit<CallInput<typeof chorus.configure>['body'], 'environment'> & {
    environment?: CallInput<typeof chorus.configure>['body']['environment'];
  },
  token = admin,
) => apiAs(server, token)(chorus.configure, { body: { environment: 'SIMULATOR', ...body } });

const upload = async (orgId: string, file: Uint8Array, name: string, token = admin) => {
  const form = new FormData();
  form.append('invoice', JSON.stringify({ orgId }));
  form.append('file', new Blob([Buffer.from(file)]), name);
  return apiAs(server, token)(chorus.upload, { body: form });
};

const uploaded = async (file: Uint8Array, name: string) => {
  const answer = await upload(rootId, file, name);
  expect(answer.status).toBe(201);
  return ok(answer).data;
};

const validate = (id: string, metaDatas: TInvoiceMeta, sendAs: 'FACTURX' | 'PDF' = 'FACTURX') =>
  api(chorus.validate, { params: { id }, body: { metaDatas, sendAs } });

const invoice = (id: string, token = admin) => apiAs(server, token)(chorus.get, { params: { id } });
const invoiceData = async (id: string) => (await api.ok(chorus.get, { params: { id } })).data;

type ListFilters = NonNullable<CallInput<typeof chorus.sent>['body']['filters']>;

const list = async (side: 'sent' | 'received', filters: ListFilters = {}, token = admin) => {
  const answer = await apiAs(server, token)(chorus[side], { body: { limit: 100, filters } });
  expect(answer.status).toBe(200);
  return ok(answer);
};

/** Sends a validated invoice as the job would, then reads Chorus back, as the sync would. */
const deliveredThenSynced = async (id: string) => {
  await expect.poll(async () => (await invoiceData(id)).delivery, { timeout: 20_000 }).not.toBe('QUEUED');
  await syncOrganization(server.ctx, rootId);
  return invoiceData(id);
};

beforeAll(async () => {
  server = await startTestServer({ CHORUS_SYNC_MINUTES: '1440' });
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  rootId = await connectedDemoSupplier(server, admin);
});
afterAll(() => server?.close());

describe('configuring Chorus Pro', () => {
  it('checks the identifiers at once and never answers a secret', async () => {
    const answer = await configure({ orgId: rootId });
    const text = JSON.stringify(answer.body);
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toMatchObject({ configured: true, environment: 'SIMULATOR', login: DEMO_LOGIN });
    expect(text).not.toContain(DEMO_PASSWORD);
    const stored = await server.ctx.database.db
      .selectFrom('organizations')
      .select('invoicing_password_enc')
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(stored.invoicing_password_enc).not.toContain(DEMO_PASSWORD);
  });

  it('answers 409 for wrong identifiers and for identifiers another organisation uses, and keeps nothing', async () => {
    const lyon = await demoOrganization(server, 'Lyon');
    const wrong = await configure({ orgId: lyon.id, login: DEMO_LOGIN, password: 'not-the-password' });
    expect(refused(wrong, 409).error.fields).toEqual({ login: 'chorus_wrong_identifiers' });
    const taken = await configure({ orgId: lyon.id, login: DEMO_LOGIN, password: DEMO_PASSWORD });
    expect(refused(taken, 409).error.fields).toEqual({ login: 'chorus_account_taken' });
    const view = await api.ok(chorus.connection, { params: { orgId: lyon.id } });
    expect(view.data.configured).toBe(false);
  });

  it('gives one account to one organisation when two configure it at the same moment', async () => {
    const sandbox = { environment: 'SANDBOX' as const, clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET };
    const account = { ...sandbox, login: DEMO_LOGIN, password: DEMO_PASSWORD };
    const orgs = [await makeOrganization(server, admin), await makeOrganization(server, admin)];
    const answers = await Promise.all(orgs.map((org) => configure({ orgId: org.id, ...account })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refusal = answers.find(({ status }: { status: number }) => status === 409)!;
    expect(refused(refusal, 409).error.fields).toEqual({ login: 'chorus_account_taken' });
    // The organisation that got it has its invoices read at once, not at the next round.
    const winner = orgs[answers.findIndex((answer) => answer.status === 200)]!;
    await expect
      .poll(async () => (await api.ok(chorus.connection, { params: { orgId: winner.id } })).data.syncedUntil, {
        timeout: 20_000,
      })
      .not.toBeNull();
  });

  it('asks the PISTE application for the sandbox, and a login and password when the organisation has none', async () => {
    const paris = await demoOrganization(server, 'Paris');
    const answer = await configure({ orgId: paris.id, environment: 'SANDBOX' });
    expect(refused(answer, 400).error.fields).toMatchObject({ login: 'required', password: 'required' });
  });
});

describe('looking up a public buyer', () => {
  it('says what the structure requires, and offers its services', async () => {
    const answer = await api(chorus.structure, { params: { id: DEMO_BUYERS.ministry }, query: { orgId: rootId } });
    expect(answer.status).toBe(200);
    const { data } = ok(answer);
    expect(data).toMatchObject({
      siret: DEMO_BUYERS.ministry,
      serviceCodeRequired: true,
      commitmentNumberRequired: true,
    });
    expect(data.services.length).toBeGreaterThan(0);
  });

  it('answers 404 for a SIRET Chorus does not know, and 409 for an organisation without Chorus information', async () => {
    const unknown = await api(chorus.structure, {
      params: { id: completeSiret('3300000900001') },
      query: { orgId: rootId },
    });
    expect(unknown.status).toBe(404);
    const paris = await demoOrganization(server, 'Paris');
    const none = await api(chorus.structure, { params: { id: DEMO_BUYERS.town }, query: { orgId: paris.id } });
    expect(refused(none, 409).error.fields).toEqual({ orgId: 'chorus_not_configured' });
  });
});

describe('sending an invoice', () => {
  it('prefills a Factur-X, refuses metadata that breaks EN 16931 by rule, then follows it to payment', async () => {
    const number = invoiceNumber();
    const draft = await uploaded(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town }), 'facture.pdf');
    expect(draft.format).toBe('FACTURX');
    expect(draft.prefill).toMatchObject({ number, totalInclTax: 1200, buyer: { siret: DEMO_BUYERS.town } });

    const meta = makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number });
    const wrong = await validate(draft.invoiceId, { ...meta, totalInclTax: meta.totalInclTax + 1 });
    const refusal = refused(wrong, 400);
    expect(refusal.error.message).toBe("Le document n'a pas été validé, veuillez vérifier les informations saisies");
    expect(Object.values(refusal.error.fields!)).toContain('BR-CO-15');
    expect((await invoiceData(draft.invoiceId)).delivery).toBe('DRAFT');

    expect((await validate(draft.invoiceId, meta)).status).toBe(202);
    const sent = await deliveredThenSynced(draft.invoiceId);
    expect(sent).toMatchObject({ delivery: 'DEPOSITED', number, totalInclTax: meta.totalInclTax });
    // Chorus integrates the flux on its next tick, then moves the invoice one status a tick.
    for (let step = 0; step < 5; step++) server.ctx.chorus.simulator!.advance();
    await syncOrganization(server.ctx, rootId);
    const followed = await invoiceData(draft.invoiceId);
    expect(followed.portalStatus).toBe('IN_PAYMENT');
    expect(followed.history.map((entry) => entry.portalStatus)).toContain('IN_PAYMENT');
    expect((await list('sent', { portalStatus: 'IN_PAYMENT' })).invoices.map((row) => row.id)).toContain(
      draft.invoiceId,
    );
    // Validated once: a second validation is refused.
    expect((await validate(draft.invoiceId, meta)).status).toBe(409);
  });

  it('asks the service code and commitment number the structure requires', async () => {
    const draft = await uploaded(await (await makePdf('Facture')).bytes(), 'facture.pdf');
    expect(draft.format).toBe('PDF');
    const answer = await validate(draft.invoiceId, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.ministry }));
    expect(refused(answer, 400).error.fields).toMatchObject({
      serviceCode: 'CHORUS-SERVICE',
      commitmentNumber: 'CHORUS-COMMITMENT',
    });
  });

  it('sends a plain PDF with its metadata when the buyer refuses Factur-X', async () => {
    const draft = await uploaded(await (await makePdf('Facture')).bytes(), 'facture.pdf');
    expect((await validate(draft.invoiceId, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town }), 'PDF')).status).toBe(
      202,
    );
    const sent = await deliveredThenSynced(draft.invoiceId);
    expect(sent.delivery).toBe('DEPOSITED');
    expect(sent.portalStatus).not.toBeNull();
  });

  it("shows a rejected flux's errors as Chorus gave them", async () => {
    const number = invoiceNumber('REJET');
    const draft = await uploaded(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town }), 'rejet.pdf');
    expect(
      (await validate(draft.invoiceId, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number }))).status,
    ).toBe(202);
    const failed = await deliveredThenSynced(draft.invoiceId);
    expect(failed.delivery).toBe('FAILED');
    expect(failed.deliveryErrors.length).toBeGreaterThan(0);
  });

  it('completes a suspended invoice, which goes back to processing', async () => {
    const number = invoiceNumber('SUSPENDUE');
    const draft = await uploaded(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town }), 'suspendue.pdf');
    expect(
      (await validate(draft.invoiceId, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number }))).status,
    ).toBe(202);
    await deliveredThenSynced(draft.invoiceId);
    for (let step = 0; step < 3; step++) server.ctx.chorus.simulator!.advance();
    await syncOrganization(server.ctx, rootId);
    const suspended = await invoiceData(draft.invoiceId);
    expect(suspended.portalStatus).toBe('SUSPENDED');
    expect(suspended.chorusComment).toBeTruthy();
    const answer = await api(chorus.complete, {
      params: { id: draft.invoiceId },
      body: { comment: 'Bon de commande joint' },
    });
    expect(answer.status).toBe(204);
    expect((await invoiceData(draft.invoiceId)).portalStatus).toBe('WAITING_FOR_PROCESSING');
  });

  it('refuses a file that is no invoice, and a file past 10 MB, keeping nothing', async () => {
    const before = (await list('sent')).count;
    const text = await upload(rootId, new TextEncoder().encode('bonjour'), 'note.txt');
    expect(text.status).toBe(400);
    const big = await upload(rootId, new Uint8Array(10 * 1024 * 1024 + 10), 'big.pdf');
    expect(refused(big, 400).error.fields).toEqual({ file: 'too_large' });
    expect((await list('sent')).count).toBe(before);
  });
});

describe('received invoices', () => {
  it('are listed once synced, and processed with a reason to reject', async () => {
    await syncOrganization(server.ctx, rootId);
    const { invoices } = await list('received');
    expect(invoices.length).toBeGreaterThan(0);
    const target = invoices.find((row) => row.portalStatus !== 'REJECTED')!;
    const noReason = await api(chorus.process, { params: { id: target.id }, body: { action: 'REJECTED' } });
    expect(refused(noReason, 400).error.fields).toEqual({ reason: 'required' });
    const rejected = await api(chorus.process, {
      params: { id: target.id },
      body: { action: 'REJECTED', reason: 'Montant erroné' },
    });
    expect(rejected.status).toBe(204);
    expect(await invoiceData(target.id)).toMatchObject({
      portalStatus: 'REJECTED',
      chorusComment: 'Montant erroné',
    });
  });
});

describe('invoices in the safe', () => {
  const documentOf = async (id: string, token = admin) => {
    const answer = await apiAs(server, token)(documents.get, { params: { id } });
    return { status: answer.status, data: answer.status === 200 ? answer.body.data : null };
  };

  it('are documents of type FACT once Chorus knows them, sent and received, with their number, date and amounts', async () => {
    const number = invoiceNumber();
    const file = await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town });
    const draft = await uploaded(file, 'facture-safe.pdf');
    const meta = makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number });
    expect((await validate(draft.invoiceId, meta)).status).toBe(202);
    await deliveredThenSynced(draft.invoiceId);
    // Chorus integrates the flux on its next tick: then the invoice has its Chorus id.
    server.ctx.chorus.simulator!.advance();
    await syncOrganization(server.ctx, rootId);
    await fileOrganizationInvoices(server.ctx, rootId);

    const sent = await invoiceData(draft.invoiceId);
    expect(sent.documentId).not.toBeNull();
    const filed = await documentOf(sent.documentId!);
    expect(filed.data).toMatchObject({
      docType: 'FACT',
      orgId: rootId,
      invoiceNumber: number,
      fileName: 'facture-safe.pdf',
    });
    expect(filed.data!.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(filed.data!.metaDatas).toContainEqual({ name: 'totalInclTax', value: meta.totalInclTax.toFixed(2) });
    const pdf = await api.ok(documentFiles.pdf, { params: { id: sent.documentId! } });
    expect(pdf.equals(Buffer.from(file))).toBe(true);

    const received = (await list('received')).invoices[0]!;
    const receivedDocument = (await invoiceData(received.id)).documentId;
    expect(receivedDocument).not.toBeNull();
    expect((await documentOf(receivedDocument!)).data).toMatchObject({
      docType: 'FACT',
      invoiceNumber: received.number,
    });

    // A number such as IC/2026/031 makes no folder of the file's name.
    const names = await server.ctx.database.db
      .selectFrom('documents')
      .select('file_name')
      .where('org_id', '=', rootId)
      .where('doc_type', '=', 'FACT')
      .execute();
    expect(names.filter(({ file_name }) => file_name.includes('/'))).toEqual([]);

    // Filed once, whatever runs meet (the sync's own job may run beside this one): as many invoice
    // documents as invoices that name one, read in one snapshot.
    await fileOrganizationInvoices(server.ctx, rootId);
    const snapshot = await server.ctx.database.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('documents')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .where('org_id', '=', rootId)
          .where('doc_type', '=', 'FACT')
          .as('documents'),
        eb
          .selectFrom('chorus_invoices')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .where('org_id', '=', rootId)
          .where('document_id', 'is not', null)
          .as('invoices'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(snapshot.documents)).toBe(Number(snapshot.invoices));

    const paris = await demoOrganization(server, 'Paris');
    const user = await makeScopedUser(server, {
      login: `chorus-safe-${crypto.randomUUID().slice(0, 8)}`,
      orgId: paris.id,
      features: ['DOCUMENTS_LIST', 'CHORUS_LIST'],
    });
    expect((await documentOf(sent.documentId!, user.token)).status).toBe(404);
  });
});

describe('the sync', () => {
  it('reads a connection on the simulator back each minute, any other every CHORUS_SYNC_MINUTES', async () => {
    const { db } = server.ctx.database;
    // Connections of their own, two minutes after their last run: no other test's sync touches them.
    const connected = async (environment: 'SIMULATOR' | 'SANDBOX') => {
      const organization = await makeOrganization(server, admin);
      const { customer_id } = await db
        .selectFrom('organizations')
        .select('customer_id')
        .where('id', '=', organization.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('chorus_connections')
        .values({
          org_id: organization.id,
          customer_id,
          environment,
          client_id: 'an-application',
          client_secret_enc: server.ctx.secrets.seal('a-secret'),
          account_login: `TECH_${crypto.randomUUID()}@cpro.fr`,
          supplier_structure_id: 1,
          synced_until: new Date(Date.now() - 2 * 60_000),
        })
        .execute();
      return organization.id;
    };
    const simulator = await connected('SIMULATOR');
    const sandbox = await connected('SANDBOX');
    // This file's CHORUS_SYNC_MINUTES is a day.
    const due = await dueConnections(server.ctx);
    expect(due).toContain(simulator);
    expect(due).not.toContain(sandbox);
  });
});

describe('who sees an invoice', () => {
  it("is whoever sees its organisation: a user of Paris alone neither lists nor opens the root's invoices", async () => {
    const paris = await demoOrganization(server, 'Paris');
    const draft = await uploaded(await (await makePdf('Facture')).bytes(), 'facture.pdf');
    const user = await makeScopedUser(server, {
      login: `chorus-${crypto.randomUUID().slice(0, 8)}`,
      orgId: paris.id,
      features: ['CHORUS_LIST', 'CHORUS_SEND', 'CHORUS_RECEIVE'],
    });
    expect((await invoice(draft.invoiceId, user.token)).status).toBe(404);
    expect((await list('sent', {}, user.token)).invoices.map((row) => row.id)).not.toContain(draft.invoiceId);
    expect((await list('received', {}, user.token)).count).toBe(0);
    expect((await upload(rootId, await (await makePdf('x')).bytes(), 'x.pdf', user.token)).status).toBe(404);
  });
});
