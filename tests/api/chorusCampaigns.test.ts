import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../common/api/campaigns';
import { chorus } from '../../common/api/chorus';
import { DEMO_BUYERS, DEMO_SUPPLIER_SIRET } from '../../server/modules/chorus/simulator/demoSeed';
import { apiAs, refused as refusedWith } from '../support/api';
import { campaignForm } from '../support/campaigns';
import { invoiceNumber, makeDemoInvoiceMeta, makeFacturX } from '../support/chorusInvoices';
import { connectedDemoSupplier, demoOrganization } from '../support/demoOrganization';
import { makeCampaign } from '../support/factories';
import { invoicePdf } from '../support/invoices';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let rootId: string;

const campaign = async (id: string) => (await apiAs(server, admin).ok(campaigns.get, { params: { id } })).data;

const campaignInvoices = async (campaignId: string) =>
  (await apiAs(server, admin).ok(chorus.sent, { body: { limit: 100, filters: { campaignId } } })).invoices;

const chorusCampaign = (files: { name: string; docType: string }[], extra: Record<string, unknown> = {}) => ({
  name: `Factures ${invoiceNumber()}`,
  orgId: rootId,
  siret: DEMO_SUPPLIER_SIRET,
  detection: false,
  chorus: true,
  files,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ CHORUS_SYNC_MINUTES: '1440' });
  admin = (await loginAs(server, 'admin')).token;
  rootId = await connectedDemoSupplier(server, admin);
});
afterAll(() => server?.close());

describe('a campaign of invoices to public buyers', () => {
  it('waits for each invoice’s Chorus information, then for its validation, then deposits them all', async () => {
    const number = invoiceNumber();
    const made = await makeCampaign(
      server,
      admin,
      chorusCampaign([
        { name: 'facturx.pdf', docType: 'FACT' },
        { name: 'plain.pdf', docType: 'FACT' },
      ]),
      [
        { name: 'facturx.pdf', bytes: Buffer.from(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town })) },
        { name: 'plain.pdf', bytes: Buffer.from(await invoicePdf()) },
      ],
    );
    expect(made).toMatchObject({ status: 'WAITING_CHORUS_INFOS', chorus: true, actions: [] });
    expect(made.invoices).toMatchObject({ DRAFT: 2, READY: 0 });

    // Its invoices are drafts of the sent list; the Factur-X one's draft is prefilled from its XML.
    const drafts = await campaignInvoices(made.id);
    expect(drafts.map((invoice) => invoice.delivery)).toEqual(['DRAFT', 'DRAFT']);
    const facturX = drafts.find((invoice) => invoice.number === number)!;
    const plain = drafts.find((invoice) => invoice.id !== facturX.id)!;
    const draft = (await apiAs(server, admin).ok(chorus.draft, { params: { id: facturX.id } })).data;
    expect(draft).toMatchObject({ format: 'FACTURX', campaignId: made.id, prefill: { number } });

    const validate = (id: string, meta: ReturnType<typeof makeDemoInvoiceMeta>) =>
      apiAs(server, admin)(chorus.validate, { params: { id }, body: { metaDatas: meta } });
    expect((await validate(facturX.id, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town, number }))).status).toBe(
      202,
    );
    // Validated but not sent: it waits for its campaign, which waits for the other invoice.
    expect((await campaign(made.id)).invoices).toMatchObject({ DRAFT: 1, READY: 1, QUEUED: 0 });
    expect((await campaign(made.id)).status).toBe('WAITING_CHORUS_INFOS');
    expect((await validate(plain.id, makeDemoInvoiceMeta({ buyerSiret: DEMO_BUYERS.town }))).status).toBe(202);
    const complete = await campaign(made.id);
    expect(complete).toMatchObject({ status: 'WAITING_FOR_CHORUS_VALIDATION', actions: ['validate'] });

    expect((await apiAs(server, admin)(campaigns.validate, { params: { id: made.id } })).status).toBe(200);
    await expect.poll(async () => (await campaign(made.id)).status, { timeout: 20_000 }).toBe('DISPATCHED');
    await expect
      .poll(async () => (await campaignInvoices(made.id)).map((invoice) => invoice.delivery), { timeout: 20_000 })
      .toEqual(['DEPOSITED', 'DEPOSITED']);
  });

  it('takes invoices only, no recipients nor detection, from an organisation with Chorus information', async () => {
    const pdf = { name: 'a.pdf', bytes: Buffer.from(await invoicePdf()) };
    const refused = async (dispatch: Record<string, unknown>) => {
      const answer = await apiAs(server, admin)(campaigns.create, { body: campaignForm(dispatch, [pdf]) });
      return refusedWith(answer, 400).error.fields;
    };
    expect(await refused(chorusCampaign([{ name: 'a.pdf', docType: 'PAYE' }]))).toEqual({
      'files.0.docType': 'not_invoice',
    });
    expect(
      await refused(chorusCampaign([{ name: 'a.pdf', docType: 'FACT' }], { detection: true, docTypeCode: 'FACT' })),
    ).toEqual({ detection: 'not_with_chorus' });
    const lyon = await demoOrganization(server, 'Lyon');
    expect(
      await refused(chorusCampaign([{ name: 'a.pdf', docType: 'FACT' }], { orgId: lyon.id, siret: lyon.siret })),
    ).toEqual({ orgId: 'chorus_not_configured' });
  });
});
