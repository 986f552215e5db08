import { textPdf, uploadForm } from '../../support/documentFiles';
import { everyone, item, signedIn, type Rows } from './matrix';

export const documentFileRows: Rows = {
  // Into Lyon: the filtered caller (Paris only) and another customer do not see it.
  'POST /api/desk/doc/upload': {
    expect: item(201),
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/doc/upload',
      body: uploadForm({ orgId: fx.lyonOrgId, docType: 'WCNT' }, await textPdf([`Contrat ${Math.random()}`])),
    }),
  },
  // Whom a file names, among Lyon's employees: nothing is kept.
  'POST /api/desk/doc/identify': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/doc/identify',
      body: uploadForm({ orgId: fx.lyonOrgId }, await textPdf(['Bulletin de paie'])),
    }),
  },
  // Filed again to the employee it already names: allowed, it changes nothing.
  'PUT /api/desk/doc/:id/employee': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/doc/${fx.lyonDocumentId}/employee`,
      body: { employeeId: fx.lyonEmployeeId },
    }),
  },
  'GET /api/desk/doc/pdf/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/doc/pdf/${fx.lyonStoredDocumentId}` }),
  },
  'GET /api/desk/doc/:id/preview/:x': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/doc/${fx.lyonStoredDocumentId}/preview/1?width=200` }),
  },
  'GET /api/desk/doc/attestation/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/doc/attestation/${fx.lyonStoredDocumentId}` }),
  },
  'POST /api/desk/doc/pdf/archive': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: '/api/desk/doc/pdf/archive', body: { ids: [fx.lyonStoredDocumentId] } }),
  },
  // Only a personal account has documents of its own: every other caller, whatever their rights, gets 404.
  'GET /api/desk/docs/mine/archive': {
    expect: signedIn(404),
    call: () => ({ method: 'GET', path: '/api/desk/docs/mine/archive' }),
  },
  'POST /api/desk/doc/:id/link': {
    expect: item(204),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/doc/${fx.lyonStoredDocumentId}/link`,
      body: { email: 'destinataire@demo.liasse.example' },
    }),
  },
  'GET /api/desk/doc-types/:id': {
    expect: signedIn(200),
    call: () => ({ method: 'GET', path: '/api/desk/doc-types/PAYE' }),
  },
  // Public: a made-up token goes to the renewal page, and renewal answers the same for any token.
  'GET /api/desk/doc/direct/:token': {
    expect: everyone(303),
    call: () => ({ method: 'GET', path: '/api/desk/doc/direct/made-up-token' }),
  },
  'POST /api/desk/regenerate-direct-doc-download': {
    expect: everyone(202),
    call: () => ({
      method: 'POST',
      path: '/api/desk/regenerate-direct-doc-download',
      body: { token: 'made-up-token' },
    }),
  },
};
