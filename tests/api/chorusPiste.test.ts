import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChorusError, type ChorusConnection, type ChorusPro } from '../../server/modules/chorus/piste/chorusPro';
import { createPisteClient, type PisteClientOptions } from '../../server/modules/chorus/piste/pisteClient';
import { startChorusSimulator, type ChorusSimulator } from '../../server/modules/chorus/simulator/chorusSimulator';
import {
  DEMO_BUYERS,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  DEMO_LOGIN,
  DEMO_PASSWORD,
  DEMO_SUPPLIER_SIRET,
} from '../../server/modules/chorus/simulator/demoSeed';
import { invoiceNumber, makeCii, makeFacturX, makeDemoInvoiceMeta, makeUblCreditNote } from '../support/chorusInvoices';
import { makePdf } from '../support/invoices';

let simulator: ChorusSimulator;
let chorus: ChorusPro;
const started: ChorusSimulator[] = [];

/** A simulator of the test's own, for what must not meet other tests (tokens, clock, failures). */
const ownSimulator = async (options?: Parameters<typeof startChorusSimulator>[0]) => {
  const own = await startChorusSimulator(options);
  started.push(own);
  return own;
};

const demoConnection = (peer: ChorusSimulator, overrides: Partial<ChorusConnection> = {}): ChorusConnection => ({
  oauthUrl: peer.oauthUrl,
  apiUrl: peer.apiUrl,
  clientId: DEMO_CLIENT_ID,
  clientSecret: DEMO_CLIENT_SECRET,
  login: DEMO_LOGIN,
  password: DEMO_PASSWORD,
  ...overrides,
});

/** Fast retries: the tests wait for behaviour, not for the production backoff. */
const clientOf = (peer: ChorusSimulator, options: PisteClientOptions = {}, overrides: Partial<ChorusConnection> = {}) =>
  createPisteClient(demoConnection(peer, overrides), { retryBaseMs: 5, timeoutMs: 5_000, ...options });

/** A log that keeps every line as the JSON a pino logger would write. */
const capturedLog = () => {
  const lines: string[] = [];
  const keep = (level: string) => (fields: object, message: string) =>
    lines.push(JSON.stringify({ level, message, ...fields }));
  return { lines, log: { info: keep('info'), warn: keep('warn') } };
};

const failureOf = async (promise: Promise<unknown>): Promise<ChorusError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChorusError);
  return error as ChorusError;
};

const structureId = async (siret: string) => (await chorus.structureBySiret(siret))!.id;

const supplierId = async () => (await chorus.accountStructures()).find((s) => s.siret === DEMO_SUPPLIER_SIRET)!.id;

const submitPlainPdf = async (meta: ReturnType<typeof makeDemoInvoiceMeta>) => {
  const { attachmentId } = await chorus.addAttachment({
    name: `${meta.number}.pdf`,
    bytes: await (await makePdf(meta.number)).bytes(),
    mimeType: 'application/pdf',
  });
  return chorus.submit({
    attachmentId,
    supplierStructureId: await supplierId(),
    meta,
  });
};

beforeAll(async () => {
  simulator = await startChorusSimulator();
  chorus = clientOf(simulator);
});
afterAll(async () => {
  await Promise.all([simulator, ...started].map((peer) => peer?.close()));
});

describe('Chorus Pro structures', () => {
  it("the demo account's structures are its own organisation and the public buyer it belongs to", async () => {
    const sirets = (await chorus.accountStructures()).map((structure) => structure.siret);
    expect(sirets.sort()).toEqual([DEMO_SUPPLIER_SIRET, DEMO_BUYERS.university].sort());
  });

  it('a public buyer found by SIRET says whether it asks a service code and a commitment number', async () => {
    expect(await chorus.structureBySiret(DEMO_BUYERS.town)).toMatchObject({
      siret: DEMO_BUYERS.town,
      name: 'COMMUNE DE DEMOVILLE',
      serviceCodeRequired: false,
      commitmentNumberRequired: false,
    });
    expect(await chorus.structureBySiret(DEMO_BUYERS.hospital)).toMatchObject({ serviceCodeRequired: true });
    expect(await chorus.structureBySiret(DEMO_BUYERS.ministry)).toMatchObject({
      serviceCodeRequired: true,
      commitmentNumberRequired: true,
    });
    expect(await chorus.structureBySiret('12345678900007')).toBeNull();
  });

  it("lists a buyer's services", async () => {
    const services = await chorus.structureServices(await structureId(DEMO_BUYERS.hospital));
    expect(services.map((service) => [service.code, service.active])).toEqual([
      ['PHARMACIE', true],
      ['SERVICES-TECHNIQUES', true],
    ]);
  });
});

describe('Sending invoices to Chorus Pro', () => {
  it('a plain PDF with its metadata goes from DEPOSEE to MISE_EN_PAIEMENT, one step a tick, and can be downloaded', async () => {
    const meta = makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town });
    const { invoiceId } = await submitPlainPdf(meta);
    expect(await chorus.invoice(invoiceId, 'SENT')).toMatchObject({
      id: invoiceId,
      number: meta.number,
      kind: 'INVOICE',
      buyerSiret: DEMO_BUYERS.town,
      supplierSiret: DEMO_SUPPLIER_SIRET,
      totalExclTax: meta.totalExclTax,
      totalInclTax: meta.totalInclTax,
      netPayable: meta.netPayable,
      currency: 'EUR',
      status: 'DEPOSEE',
    });
    for (let tick = 0; tick < 4; tick++) simulator.advance();
    const history = await chorus.history(invoiceId);
    expect(history.map((entry) => entry.status)).toEqual([
      'DEPOSEE',
      'MISE_A_DISPOSITION',
      'SERVICE_FAIT',
      'MANDATEE',
      'MISE_EN_PAIEMENT',
    ]);
    const invoice = await chorus.invoice(invoiceId, 'SENT');
    expect(invoice.status).toBe('MISE_EN_PAIEMENT');
    expect(invoice.statusAt).toBe(history.at(-1)!.at);
    const pdf = await chorus.download(invoiceId);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('a submission without the service code its buyer asks is refused with Chorus’ code and reason', async () => {
    const error = await failureOf(submitPlainPdf(makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.hospital })));
    expect(error.kind).toBe('REFUSED');
    expect(error.codeRetour).toBe(20102);
    expect(error.libelle).toContain('code service');
  });

  it('an attachment over 10 MB is refused', async () => {
    const file = { name: 'big.pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1), mimeType: 'application/pdf' };
    const error = await failureOf(chorus.addAttachment(file));
    expect([error.kind, error.codeRetour]).toEqual(['REFUSED', 20003]);
  });

  it('a Factur-X flux waits for the integration, then names the invoice it made', async () => {
    const number = invoiceNumber('FX');
    const bytes = await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town });
    const { depositNumber } = await chorus.depositFlux({
      name: `${number}.pdf`,
      bytes,
      syntax: 'IN_DP_E2_CII_FACTURX',
    });
    expect(await chorus.fluxReport(depositNumber)).toEqual({
      status: 'IN_DEPOT_PORTAIL_EN_ATTENTE_TRAITEMENT_SE_CPP',
      errors: [],
      invoiceIds: [],
    });
    simulator.advance();
    const report = await chorus.fluxReport(depositNumber);
    expect(report.status).toBe('IN_INTEGRE');
    expect(report.invoiceIds).toHaveLength(1);
    expect(await chorus.invoice(report.invoiceIds[0]!, 'SENT')).toMatchObject({ number, totalInclTax: 1200 });
  });

  it('a UBL credit note deposited as a flux becomes a credit note, listed under its deposit number', async () => {
    const number = invoiceNumber('AV');
    const xml = new TextEncoder().encode(makeUblCreditNote({ number, buyerSiret: DEMO_BUYERS.town }));
    const { depositNumber } = await chorus.depositFlux({
      name: `${number}.xml`,
      bytes: xml,
      syntax: 'IN_DP_E2_UBL_INVOICE_MIN',
    });
    simulator.advance();
    const [invoiceId] = (await chorus.fluxReport(depositNumber)).invoiceIds;
    const sent = await chorus.searchSent({ page: 1, pageSize: 1000 });
    expect(sent.invoices.find((invoice) => invoice.id === invoiceId)).toMatchObject({
      number,
      kind: 'CREDIT_NOTE',
      issueDate: '2026-11-21',
      totalExclTax: 50,
      totalInclTax: 60,
      status: 'DEPOSEE',
      depositNumber,
    });
  });

  it('a flux whose invoice Chorus rejects shows the errors Chorus gives', async () => {
    const number = invoiceNumber('REJET');
    const xml = new TextEncoder().encode(makeCii({ number, buyerSiret: DEMO_BUYERS.town }));
    const { depositNumber } = await chorus.depositFlux({
      name: 'rejet.xml',
      bytes: xml,
      syntax: 'IN_DP_E2_CII_MIN_16B',
    });
    simulator.advance();
    const report = await chorus.fluxReport(depositNumber);
    expect(report.status).toBe('IN_REJETE');
    expect(report.invoiceIds).toEqual([]);
    expect(report.errors).toEqual([{ code: number, message: expect.stringContaining('rejet') }]);
  });

  it('a flux that is not what its syntax says is rejected with a technical error', async () => {
    const { depositNumber } = await chorus.depositFlux({
      name: 'notes.pdf',
      bytes: new TextEncoder().encode('not a PDF'),
      syntax: 'IN_DP_E2_CII_FACTURX',
    });
    simulator.advance();
    const report = await chorus.fluxReport(depositNumber);
    expect(report.status).toBe('IN_REJETE');
    expect(report.errors.map((error) => error.code)).toEqual(['FLUX_ILLISIBLE']);
  });

  it('an invoice its buyer suspends is completed with a comment and an attachment, and goes on', async () => {
    const { invoiceId } = await submitPlainPdf(
      makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number: invoiceNumber('SUSPENDUE') }),
    );
    simulator.advance();
    simulator.advance();
    const suspended = await chorus.invoice(invoiceId, 'SENT');
    expect(suspended.status).toBe('SUSPENDUE');
    expect(suspended.comment).toContain('bon de livraison');
    const { attachmentId } = await chorus.addAttachment({
      name: 'bon-de-livraison.pdf',
      bytes: await (await makePdf('Bon de livraison')).bytes(),
      mimeType: 'application/pdf',
    });
    await chorus.complete(invoiceId, { attachmentId, comment: 'Bon de livraison joint' });
    expect(await chorus.invoice(invoiceId, 'SENT')).toMatchObject({
      status: 'MISE_A_DISPOSITION',
      comment: 'Bon de livraison joint',
    });
    simulator.advance();
    expect((await chorus.invoice(invoiceId, 'SENT')).status).toBe('SERVICE_FAIT');
    const completeAgain = await failureOf(chorus.complete(invoiceId, { attachmentId: null, comment: 'encore' }));
    expect(completeAgain.codeRetour).toBe(20105);
  });

  it('an invoice rejected by its buyer carries the reason', async () => {
    const { invoiceId } = await submitPlainPdf(makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town }));
    simulator.rejectInvoice(invoiceId, 'Montant non conforme au devis');
    expect(await chorus.invoice(invoiceId, 'SENT')).toMatchObject({
      status: 'REJETEE',
      comment: 'Montant non conforme au devis',
    });
  });
});

describe('Received invoices', () => {
  it('the invoices sent to the account’s buyer structure are listed and processed; rejecting needs a reason', async () => {
    const own = await ownSimulator();
    const client = clientOf(own);
    const received = await client.searchReceived({ page: 1, pageSize: 50 });
    expect(received.total).toBe(3);
    expect(received.invoices.every((invoice) => invoice.buyerSiret === DEMO_BUYERS.university)).toBe(true);
    const [first, second] = received.invoices;
    const noReason = await failureOf(client.processReceived(first!.id, 'REJETEE', null));
    expect([noReason.kind, noReason.codeRetour]).toEqual(['REFUSED', 20106]);
    await client.processReceived(first!.id, 'SERVICE_FAIT', null);
    await client.processReceived(second!.id, 'SUSPENDUE', 'Bon de commande absent');
    expect(await client.invoice(first!.id, 'RECEIVED')).toMatchObject({ status: 'SERVICE_FAIT' });
    expect(await client.invoice(second!.id, 'RECEIVED')).toMatchObject({
      status: 'SUSPENDUE',
      comment: 'Bon de commande absent',
    });
    const twice = await failureOf(client.processReceived(first!.id, 'REJETEE', 'trop tard'));
    expect(twice.codeRetour).toBe(20105);
  });

  it('an account sees a received invoice only from the buyer’s side', async () => {
    const received = await chorus.searchReceived({ page: 1, pageSize: 1 });
    const error = await failureOf(chorus.invoice(received.invoices[0]!.id, 'SENT'));
    expect(error.codeRetour).toBe(20104);
  });
});

describe('Searching Chorus Pro', () => {
  it('paging through 1,000 sent invoices, every page followed, lists each once', async () => {
    const own = await ownSimulator();
    const supplier = own.addStructure({ siret: '44306184100047', name: 'GRAND FOURNISSEUR' });
    own.addAccount('TECH_GRAND@cpro.fr', 'grand-password', [supplier]);
    own.seedSentInvoices(supplier, 1000);
    const client = clientOf(own, {}, { login: 'TECH_GRAND@cpro.fr', password: 'grand-password' });
    const ids: number[] = [];
    let page = await client.searchSent({ page: 1, pageSize: 150 });
    ids.push(...page.invoices.map((invoice) => invoice.id));
    while (page.page < page.pages) {
      page = await client.searchSent({ page: page.page + 1, pageSize: 150 });
      ids.push(...page.invoices.map((invoice) => invoice.id));
    }
    expect(page).toMatchObject({ page: 7, pages: 7, total: 1000 });
    expect(new Set(ids).size).toBe(1000);
  });

  it('the search since a date lists only the invoices whose status changed since', async () => {
    let now = new Date('2026-11-20T08:00:00Z');
    const own = await ownSimulator({ now: () => now });
    const client = clientOf(own);
    const { invoices } = await client.searchReceived({ page: 1, pageSize: 10 });
    now = new Date('2026-11-20T09:00:00Z');
    await client.processReceived(invoices[1]!.id, 'SERVICE_FAIT', null);
    const since = await client.searchReceived({ page: 1, pageSize: 10, changedSince: '2026-11-20T08:30:00Z' });
    expect(since.invoices.map((invoice) => [invoice.id, invoice.status])).toEqual([[invoices[1]!.id, 'SERVICE_FAIT']]);
    const none = await client.searchSent({ page: 1, pageSize: 10, changedSince: '2026-11-20T08:30:00Z' });
    expect(none).toEqual({ invoices: [], page: 1, pages: 0, total: 0 });
  });
});

describe('PISTE identifiers and tokens', () => {
  it('a wrong client secret is refused as wrong identifiers', async () => {
    const client = clientOf(simulator, {}, { clientSecret: 'not-the-secret' });
    expect((await failureOf(client.accountStructures())).kind).toBe('WRONG_IDENTIFIERS');
  });

  it('a wrong technical account password is refused as wrong identifiers', async () => {
    const client = clientOf(simulator, {}, { password: 'not-the-password' });
    expect((await failureOf(client.accountStructures())).kind).toBe('WRONG_IDENTIFIERS');
  });

  it('one token serves many calls', async () => {
    const own = await ownSimulator();
    const client = clientOf(own);
    for (let call = 0; call < 5; call++) await client.searchSent({ page: 1, pageSize: 10 });
    expect(own.tokenRequests()).toBe(1);
  });

  it('a token PISTE no longer accepts is replaced once and the call goes through', async () => {
    const own = await ownSimulator();
    const client = clientOf(own);
    await client.searchReceived({ page: 1, pageSize: 10 });
    own.expireTokens();
    expect((await client.searchReceived({ page: 1, pageSize: 10 })).total).toBe(3);
    expect(own.tokenRequests()).toBe(2);
  });

  it('a token within a minute of its end is renewed before the call, not after a refusal', async () => {
    const own = await ownSimulator();
    own.setTokenLifetime(60);
    const client = clientOf(own);
    await client.searchReceived({ page: 1, pageSize: 10 });
    await client.searchReceived({ page: 1, pageSize: 10 });
    expect(own.tokenRequests()).toBe(2);
  });
});

describe('Chorus Pro unavailable', () => {
  it('a 503 is retried and the call succeeds', async () => {
    const own = await ownSimulator();
    const { lines, log } = capturedLog();
    own.injectFailures({ status: 503 });
    expect((await clientOf(own, { log }).searchReceived({ page: 1, pageSize: 10 })).total).toBe(3);
    expect(lines.filter((line) => line.includes('"reason":"HTTP 503"'))).toHaveLength(1);
  });

  it('a 429 is retried after the wait its Retry-After asks', async () => {
    const own = await ownSimulator();
    const { lines, log } = capturedLog();
    own.injectFailures({ status: 429, retryAfterSeconds: 1 });
    expect((await clientOf(own, { log }).searchReceived({ page: 1, pageSize: 10 })).total).toBe(3);
    const retry = lines.map((line) => JSON.parse(line)).find((line) => line.reason === 'HTTP 429');
    expect(retry).toMatchObject({ level: 'warn', delayMs: 1000, attempt: 1 });
  });

  it('a Chorus that keeps failing is unavailable once the retries are spent', async () => {
    const own = await ownSimulator();
    own.injectFailures({ status: 503 }, { status: 502 }, { status: 500 });
    const error = await failureOf(clientOf(own, { retries: 2 }).searchSent({ page: 1, pageSize: 10 }));
    expect(error.kind).toBe('UNAVAILABLE');
  });

  it('a refusal is not retried', async () => {
    const { lines, log } = capturedLog();
    const error = await failureOf(clientOf(simulator, { log }).invoice(1, 'SENT'));
    expect(error.kind).toBe('REFUSED');
    expect(lines.some((line) => line.includes('"level":"warn"'))).toBe(false);
  });

  it('a Chorus that does not answer in time is unavailable', async () => {
    const own = await ownSimulator();
    own.injectFailures({ stallMs: 5_000 }, { stallMs: 5_000 });
    const error = await failureOf(clientOf(own, { timeoutMs: 200, retries: 1 }).accountStructures());
    expect(error.kind).toBe('UNAVAILABLE');
  });

  it('a Chorus nobody listens for is unavailable', async () => {
    const gone = await startChorusSimulator();
    await gone.close();
    const error = await failureOf(clientOf(gone, { retries: 1 }).accountStructures());
    expect(error.kind).toBe('UNAVAILABLE');
  });
});

describe('Chorus Pro calls in the logs', () => {
  it('each call is logged with its operation, status and code, and no secret, token, account or file', async () => {
    const { lines, log } = capturedLog();
    const sentHeaders: string[] = [];
    const watchingFetch: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      for (const name of ['authorization', 'cpro-account']) if (headers.get(name)) sentHeaders.push(headers.get(name)!);
      return fetch(input, init);
    };
    const client = clientOf(simulator, { log, fetch: watchingFetch });
    const marker = 'UNIQUE-FILE-CONTENT-7f3a';
    await client.addAttachment({ name: 'note.txt', bytes: new TextEncoder().encode(marker), mimeType: 'text/plain' });
    await client.structureBySiret(DEMO_BUYERS.ministry);
    await failureOf(clientOf(simulator, { log }, { password: 'wrong-password-5521' }).accountStructures());

    const text = lines.join('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      operation: 'transverses/v1/ajouter/fichier',
      status: 200,
      codeRetour: 0,
    });
    expect(lines.some((line) => line.includes('WRONG_IDENTIFIERS'))).toBe(true);
    const tokens = sentHeaders.filter((value) => value.startsWith('Bearer ')).map((value) => value.slice(7));
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [
      DEMO_PASSWORD,
      DEMO_CLIENT_SECRET,
      'wrong-password-5521',
      marker,
      Buffer.from(marker).toString('base64'),
      ...tokens,
      ...sentHeaders,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
