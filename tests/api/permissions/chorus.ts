import { chorus } from '../../../common/api/chorus';
import { completeSiret } from '../../../common/siret';
import { textPdf } from '../../support/documentFiles';
import { makeInvoiceMeta } from '../../support/invoices';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

/** Chorus Pro: Lyon has no connection, so who may act there meets the 409 of "no Chorus information". */
const invoicePdfForm = async (orgId: string) => {
  const form = new FormData();
  form.append('invoice', JSON.stringify({ orgId }));
  form.append('file', new Blob([Buffer.from(await textPdf(['Facture']))]), 'facture.pdf');
  return form;
};
const draft = (fx: Fixtures) => ({ params: { id: fx.lyonChorusDraftId } });

export const chorusRows = rowsOf(chorus, {
  configure: {
    // Identifiers Chorus refuses: the allowed caller gets their 409, nobody else learns of Lyon.
    expect: item(409),
    input: (fx) => ({ body: { orgId: fx.lyonOrgId, environment: 'SIMULATOR', login: 'nobody', password: 'wrong' } }),
  },
  connection: { input: (fx) => ({ params: { orgId: fx.lyonOrgId } }) },
  structure: {
    expect: item(409),
    input: (fx) => ({ params: { id: completeSiret('2175000100001') }, query: { orgId: fx.lyonOrgId } }),
  },
  upload: { input: async (fx) => ({ body: await invoicePdfForm(fx.lyonOrgId) }) },
  validate: { expect: item(409), input: (fx) => ({ ...draft(fx), body: { metaDatas: makeInvoiceMeta() } }) },
  sent: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.invoices.map((row) => row.id),
    target: (fx) => fx.lyonChorusDraftId,
  },
  received: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.invoices.map((row) => row.id),
    target: (fx) => fx.lyonChorusReceivedId,
  },
  get: { input: draft },
  // The Lyon invoice was deposited: the allowed caller learns it is no draft any more.
  draft: { expect: item(409), input: draft },
  process: {
    expect: item(409),
    input: (fx) => ({ params: { id: fx.lyonChorusReceivedId }, body: { action: 'SERVICE_DONE' } }),
  },
  complete: { expect: item(409), input: (fx) => ({ ...draft(fx), body: { comment: 'Bon de commande joint' } }) },
});

export const chorusFixtures: AreaFixtures<'lyonChorusDraftId' | 'lyonChorusReceivedId'> = async ({ server, lyon }) => {
  const invoice = async (side: 'SENT' | 'RECEIVED', chorusId: number | null) =>
    (
      await server.ctx.database.db
        .insertInto('chorus_invoices')
        .values({
          customer_id: lyon.customer_id,
          org_id: lyon.id,
          side,
          format: 'PDF',
          delivery: 'DEPOSITED',
          chorus_id: chorusId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { lyonChorusDraftId: await invoice('SENT', null), lyonChorusReceivedId: await invoice('RECEIVED', 4242) };
};
