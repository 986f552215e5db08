import { completeSiret } from '../../../common/siret';
import { makeInvoiceMeta } from '../../support/invoices';
import { textPdf } from '../../support/documentFiles';
import { item, list, search, type Rows } from './matrix';

/** Chorus Pro: Lyon has no connection, so who may act there meets the 409 of "no Chorus information". */
const invoicePdfForm = async (orgId: string) => {
  const form = new FormData();
  form.append('invoice', JSON.stringify({ orgId }));
  form.append('file', new Blob([Buffer.from(await textPdf(['Facture']))]), 'facture.pdf');
  return form;
};

export const chorusRows: Rows = {
  'POST /api/desk/guichet-cpp/configure': {
    // Identifiers Chorus refuses: the allowed caller gets their 409, nobody else learns of Lyon.
    expect: item(409),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/guichet-cpp/configure',
      body: { orgId: fx.lyonOrgId, environment: 'SIMULATOR', login: 'nobody', password: 'wrong' },
    }),
  },
  'GET /api/desk/guichet-cpp/configuration/:orgId': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/guichet-cpp/configuration/${fx.lyonOrgId}` }),
  },
  'GET /api/desk/guichet-cpp/structure/:id': {
    expect: item(409),
    call: (fx) => ({
      method: 'GET',
      path: `/api/desk/guichet-cpp/structure/${completeSiret('2175000100001')}?orgId=${fx.lyonOrgId}`,
    }),
  },
  'POST /api/desk/guichet-cpp/upload': {
    expect: item(201),
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/guichet-cpp/upload',
      body: await invoicePdfForm(fx.lyonOrgId),
    }),
  },
  'POST /api/desk/doc/:id/chorusValidation': {
    expect: item(409),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/doc/${fx.lyonChorusDraftId}/chorusValidation`,
      body: { metaDatas: makeInvoiceMeta() },
    }),
  },
  'POST /api/desk/chorus/sent': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/chorus/sent', body: search }),
    listed: (body: { invoices: { id: string }[] }) => body.invoices.map((row) => row.id),
    target: (fx) => fx.lyonChorusDraftId,
  },
  'POST /api/desk/chorus/received': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/chorus/received', body: search }),
    listed: (body: { invoices: { id: string }[] }) => body.invoices.map((row) => row.id),
    target: (fx) => fx.lyonChorusReceivedId,
  },
  'GET /api/desk/chorus/invoice/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/chorus/invoice/${fx.lyonChorusDraftId}` }),
  },
  'GET /api/desk/chorus/invoice/:id/draft': {
    // The Lyon invoice was deposited: the allowed caller learns it is no draft any more.
    expect: item(409),
    call: (fx) => ({ method: 'GET', path: `/api/desk/chorus/invoice/${fx.lyonChorusDraftId}/draft` }),
  },
  'POST /api/desk/chorus/invoice/:id/process': {
    expect: item(409),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/chorus/invoice/${fx.lyonChorusReceivedId}/process`,
      body: { action: 'SERVICE_DONE' },
    }),
  },
  'POST /api/desk/chorus/invoice/:id/complete': {
    expect: item(409),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/chorus/invoice/${fx.lyonChorusDraftId}/complete`,
      body: { comment: 'Bon de commande joint' },
    }),
  },
};
