import { campaignForm } from '../../support/campaigns';
import { textPdf } from '../../support/documentFiles';
import { item, list, search, type Fixtures, type Rows } from './matrix';

/** A campaign of Lyon to the Lyon employee: only who sees Lyon may create it. */
const lyonDispatch = (fx: Fixtures, fields: Record<string, unknown> = {}) => ({
  name: 'Campagne de Lyon',
  orgId: fx.lyonOrgId,
  siret: fx.lyonSiret,
  detection: false,
  employeeIds: [fx.lyonEmployeeId],
  ...fields,
});

const campaign = (fx: Fixtures, suffix = '') => `/api/desk/dispatch/${fx.lyonCampaignId}${suffix}`;

/** Dispatch campaigns: a Lyon campaign and its documents are 404 to whoever does not see Lyon. */
export const campaignRows: Rows = {
  'POST /api/desk/dispatch': {
    expect: item(201),
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/dispatch',
      body: campaignForm(lyonDispatch(fx, { files: [{ name: 'charte.pdf', docType: 'CHIN' }] }), [
        { name: 'charte.pdf', bytes: await textPdf(['Charte']) },
      ]),
    }),
  },
  'POST /api/desk/dispatch/manual': {
    expect: item(201),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/dispatch/manual',
      body: lyonDispatch(fx, { docIds: [fx.lyonStoredDocumentId] }),
    }),
  },
  // Tied to no organisation: whoever may create a campaign may have a file's month read.
  'POST /api/desk/dispatch/period': {
    expect: list,
    call: async () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(await textPdf(['Période : octobre 2026']))]), 'paie.pdf');
      return { method: 'POST', path: '/api/desk/dispatch/period', body };
    },
  },
  'POST /api/desk/dispatchs': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/dispatchs', body: search }),
    listed: (body: { dispatchs: { id: string }[] }) => body.dispatchs.map((row) => row.id),
    target: (fx) => fx.lyonCampaignId,
  },
  'GET /api/desk/dispatchs/stats': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/dispatchs/stats' }),
  },
  'GET /api/desk/dispatch/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: campaign(fx) }),
  },
  'POST /api/desk/dispatch/:id/dispatched-docs': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: campaign(fx, '/dispatched-docs'), body: search }),
  },
  'POST /api/desk/dispatch/:id/dispatched-docs/merged': {
    expect: item(200),
    call: (fx) => ({
      method: 'POST',
      path: campaign(fx, '/dispatched-docs/merged'),
      body: { status: 'PAPER_DISPATCHED' },
    }),
  },
  'GET /api/desk/dispatch/:id/ignored-pages': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: campaign(fx, '/ignored-pages') }),
  },
  'GET /api/desk/dispatch/validate/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'GET',
      path: `/api/desk/dispatch/validate/${await fx.disposable('campaignToValidate')}`,
    }),
  },
  'POST /api/desk/dispatch/send/:id': {
    expect: item(200),
    call: async (fx) => ({ method: 'POST', path: `/api/desk/dispatch/send/${await fx.disposable('failedCampaign')}` }),
  },
  'POST /api/desk/dispatch/retry/:id': {
    expect: item(200),
    call: async (fx) => ({ method: 'POST', path: `/api/desk/dispatch/retry/${await fx.disposable('failedCampaign')}` }),
  },
  'POST /api/desk/dispatched-doc/retry/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/dispatched-doc/retry/${await fx.disposable('failedDispatchedDoc')}`,
    }),
  },
  'GET /api/desk/dispatched-doc/send/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'GET',
      path: `/api/desk/dispatched-doc/send/${await fx.disposable('pendingDispatchedDoc')}`,
    }),
  },
  'DELETE /api/desk/dispatched-docs': {
    expect: item(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: '/api/desk/dispatched-docs',
      body: { dispatchedDocIds: [await fx.disposable('failedDispatchedDoc')] },
    }),
  },
};
