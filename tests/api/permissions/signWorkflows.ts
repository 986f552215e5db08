import type { CallBody } from '../../../common/api/call';
import { signatureCode, signTemplates, signWorkflows } from '../../../common/api/signWorkflows';
import { textPdf } from '../../support/documentFiles';
import { signWorkflowForm } from '../../support/signWorkflows';
import { item, list, rowsOf, search, signedIn, type AreaFixtures, type Fixtures, type SharedFixtures } from './matrix';

/** A book of Lyon, the demo administrator signing it: only who sees Lyon may create it. */
const lyonBook = (fx: SharedFixtures) => ({
  name: 'Parapheur de Lyon',
  orgId: fx.lyonOrgId,
  steps: [{ signatoryIds: [fx.adminId] }],
});

const lyonTemplate = (fx: SharedFixtures): CallBody<typeof signTemplates.create> => ({
  name: 'Modèle de Lyon',
  orgId: fx.lyonOrgId,
  steps: [{ signatoryIds: [fx.adminId] }],
});
const freshBook = async (fx: Fixtures) => ({ params: { id: await fx.freshSignWorkflow() } });

/** Signature books and templates: a Lyon book is 404 to whoever neither sees Lyon nor signs it. */
export const signWorkflowRows = [
  ...rowsOf(signTemplates, {
    search: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.templates.map((row) => row.id),
      target: (fx) => fx.lyonSignTemplateId,
    },
    get: { input: (fx) => ({ params: { id: fx.lyonSignTemplateId } }) },
    create: { input: (fx) => ({ body: lyonTemplate(fx) }) },
    update: { input: (fx) => ({ params: { id: fx.lyonSignTemplateId }, body: lyonTemplate(fx) }) },
    delete: { input: async (fx) => ({ params: { id: await fx.freshSignTemplate() } }) },
  }),
  ...rowsOf(signWorkflows, {
    create: {
      input: (fx) => ({
        body: { ...lyonBook(fx), files: [{ docId: fx.lyonStoredDocumentId, docTypeCode: 'PAYE' }] },
      }),
    },
    upload: {
      input: async (fx) => ({
        body: signWorkflowForm({ ...lyonBook(fx), files: [{ name: 'contrat.pdf', docTypeCode: 'WCNT' }] }, [
          { name: 'contrat.pdf', bytes: await textPdf(['Contrat']) },
        ]),
      }),
    },
    search: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.signWorkflows.map((row) => row.id),
      target: (fx) => fx.lyonSignWorkflowId,
    },
    stats: { expect: list },
    get: { input: (fx) => ({ params: { id: fx.lyonSignWorkflowId } }) },
    file: { input: (fx) => ({ params: { id: fx.lyonSignWorkflowId, fileId: fx.lyonSignFileId } }) },
    update: { input: (fx) => ({ params: { id: fx.lyonSignDraftId }, body: { name: 'Parapheur renommé' } }) },
    delete: { input: freshBook },
    pending: { input: (fx) => ({ params: { userId: fx.lyonUserId }, body: search }) },
    // The administrator has no signature code: their call reaches the code check (400 not_set), no further.
    sign: {
      expect: item(400),
      input: async (fx) => ({ ...(await freshBook(fx)), body: { codeSignature: '000000' } }),
    },
    refuse: { input: async (fx) => ({ ...(await freshBook(fx)), body: { reason: 'Non conforme' } }) },
    recoverSignatureCode: {
      input: (fx) => ({ params: { id: fx.lyonSignWorkflowId }, body: { mode: 'EMAIL', email: fx.adminEmail } }),
    },
  }),
  ...rowsOf(signatureCode, {
    state: { expect: { ...signedIn(200), noFeature: 403 } },
    // Each caller's first code: the password alone sets it.
    set: {
      expect: { ...signedIn(204), noFeature: 403 },
      input: () => ({ body: { password: 'Liasse-Demo-1', code: '123456' } }),
    },
    // To the administrator's own address: any other caller is told it is not theirs (400).
    recover: {
      expect: { anonymous: 401, noFeature: 403, otherCustomer: 400, filteredOut: 400, allowed: 204 },
      input: (fx) => ({ body: { mode: 'EMAIL', email: fx.adminEmail } }),
    },
  }),
];

export const signWorkflowFixtures: AreaFixtures<
  | 'lyonSignWorkflowId'
  | 'lyonSignFileId'
  | 'lyonSignDraftId'
  | 'lyonSignTemplateId'
  | 'freshSignWorkflow'
  | 'freshSignTemplate'
> = async ({ server, admin, shared }) => {
  const book = async (draft: boolean) =>
    (
      await admin.ok(signWorkflows.create, {
        body: { ...lyonBook(shared), draft, files: [{ docId: shared.lyonStoredDocumentId, docTypeCode: 'PAYE' }] },
      })
    ).data.id;
  const template = async () => (await admin.ok(signTemplates.create, { body: lyonTemplate(shared) })).data.id;
  const lyonSignWorkflowId = await book(false);
  const { id: lyonSignFileId } = await server.ctx.database.db
    .selectFrom('sign_workflow_files')
    .select('id')
    .where('workflow_id', '=', lyonSignWorkflowId)
    .executeTakeFirstOrThrow();
  return {
    lyonSignWorkflowId,
    lyonSignFileId,
    lyonSignDraftId: await book(true),
    lyonSignTemplateId: await template(),
    freshSignWorkflow: () => book(false),
    freshSignTemplate: template,
  };
};
