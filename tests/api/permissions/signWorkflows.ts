import { textPdf } from '../../support/documentFiles';
import { signWorkflowForm } from '../../support/signWorkflows';
import { item, list, search, signedIn, type Fixtures, type Rows } from './matrix';

/** A book of Lyon, the demo administrator signing it: only who sees Lyon may create it. */
const lyonBook = (fx: Fixtures, fields: Record<string, unknown> = {}) => ({
  name: 'Parapheur de Lyon',
  orgId: fx.lyonOrgId,
  steps: [{ signatoryIds: [fx.adminId] }],
  ...fields,
});

const lyonTemplate = (fx: Fixtures) => ({
  name: 'Modèle de Lyon',
  orgId: fx.lyonOrgId,
  steps: [{ signatoryIds: [fx.adminId] }],
});

/** Signature books and templates: a Lyon book is 404 to whoever neither sees Lyon nor signs it. */
export const signWorkflowRows: Rows = {
  'POST /api/desk/sign-workflow-templates': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/sign-workflow-templates', body: search }),
    listed: (body: { templates: { id: string }[] }) => body.templates.map((row) => row.id),
    target: (fx) => fx.lyonSignTemplateId,
  },
  'GET /api/desk/sign-workflow-template/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/sign-workflow-template/${fx.lyonSignTemplateId}` }),
  },
  'POST /api/desk/sign-workflow-template': {
    expect: item(201),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/sign-workflow-template',
      body: lyonTemplate(fx),
    }),
  },
  'PUT /api/desk/sign-workflow-template/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/sign-workflow-template/${fx.lyonSignTemplateId}`,
      body: lyonTemplate(fx),
    }),
  },
  'DELETE /api/desk/sign-workflow-template/:id': {
    expect: item(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/desk/sign-workflow-template/${await fx.disposable('signTemplate')}`,
    }),
  },
  'POST /api/desk/sign-workflow': {
    expect: item(201),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/sign-workflow',
      body: lyonBook(fx, {
        files: [{ docId: fx.lyonStoredDocumentId, docTypeCode: 'PAYE' }],
      }),
    }),
  },
  'POST /api/desk/sign-workflow/upload': {
    expect: item(201),
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/sign-workflow/upload',
      body: signWorkflowForm(
        lyonBook(fx, {
          steps: [{ signatoryIds: [fx.adminId] }],
          files: [{ name: 'contrat.pdf', docTypeCode: 'WCNT' }],
        }),
        [{ name: 'contrat.pdf', bytes: await textPdf(['Contrat']) }],
      ),
    }),
  },
  'POST /api/desk/sign-workflows': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/sign-workflows', body: search }),
    listed: (body: { signWorkflows: { id: string }[] }) => body.signWorkflows.map((row) => row.id),
    target: (fx) => fx.lyonSignWorkflowId,
  },
  'GET /api/desk/sign-workflows/stats': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/sign-workflows/stats' }),
  },
  'GET /api/desk/sign-workflows/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/sign-workflows/${fx.lyonSignWorkflowId}` }),
  },
  'GET /api/desk/sign-workflows/:id/files/:fileId': {
    expect: item(200),
    call: (fx) => ({
      method: 'GET',
      path: `/api/desk/sign-workflows/${fx.lyonSignWorkflowId}/files/${fx.lyonSignFileId}`,
    }),
  },
  'PUT /api/desk/sign-workflows/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/sign-workflows/${fx.lyonSignDraftId}`,
      body: { name: 'Parapheur renommé' },
    }),
  },
  'DELETE /api/desk/sign-workflow/:id': {
    expect: item(204),
    call: async (fx) => ({ method: 'DELETE', path: `/api/desk/sign-workflow/${await fx.disposable('signWorkflow')}` }),
  },
  'POST /api/desk/sign-workflows-pending/:userId': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: `/api/desk/sign-workflows-pending/${fx.lyonUserId}`, body: search }),
  },
  // The administrator has no signature code: their call reaches the code check (400 not_set), no further.
  'POST /api/desk/sign-workflow/sign/:id': {
    expect: item(400),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/sign-workflow/sign/${await fx.disposable('signWorkflow')}`,
      body: { codeSignature: '000000' },
    }),
  },
  'POST /api/desk/sign-workflow/refuse/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/sign-workflow/refuse/${await fx.disposable('signWorkflow')}`,
      body: { reason: 'Non conforme' },
    }),
  },
  'POST /api/desk/sign-workflow/recover-signature-code/:id': {
    expect: item(204),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/sign-workflow/recover-signature-code/${fx.lyonSignWorkflowId}`,
      body: { mode: 'EMAIL', email: fx.adminEmail },
    }),
  },
  'GET /api/desk/account/signature-code': {
    expect: { ...signedIn(200), noFeature: 403 },
    call: () => ({ method: 'GET', path: '/api/desk/account/signature-code' }),
  },
  // Each caller's first code: the password alone sets it.
  'PUT /api/desk/account/signature-code': {
    expect: { ...signedIn(204), noFeature: 403 },
    call: () => ({
      method: 'PUT',
      path: '/api/desk/account/signature-code',
      body: { password: 'Liasse-Demo-1', code: '123456' },
    }),
  },
  // To the administrator's own address: any other caller is told it is not theirs (400).
  'POST /api/desk/account/signature-code/recovery': {
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 400, filteredOut: 400, allowed: 204 },
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/account/signature-code/recovery',
      body: { mode: 'EMAIL', email: fx.adminEmail },
    }),
  },
};
