import { campaigns } from '../../../common/api/campaigns';
import { campaignForm } from '../../support/campaigns';
import { textPdf } from '../../support/documentFiles';
import type { CampaignStatus } from '../../../common/campaignLifecycle';
import { insertCampaign, insertDispatchedDoc } from '../../support/factories';
import { list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

/** A campaign of Lyon to the Lyon employee: only who sees Lyon may create it. */
const lyonDispatch = (fx: Fixtures) => ({
  name: 'Campagne de Lyon',
  orgId: fx.lyonOrgId,
  siret: fx.lyonSiret,
  detection: false,
  employeeIds: [fx.lyonEmployeeId],
});
const lyonCampaign = (fx: Fixtures) => ({ params: { id: fx.lyonCampaignId } });
type Fresh =
  'freshCampaignToValidate' | 'freshFailedCampaign' | 'freshFailedDispatchedDoc' | 'freshPendingDispatchedDoc';
const fresh = (target: Fresh) => async (fx: Fixtures) => ({ params: { id: await fx[target]() } });

/** Dispatch campaigns: a Lyon campaign and its documents are 404 to whoever does not see Lyon. */
export const campaignRows = rowsOf(campaigns, {
  create: {
    input: async (fx) => ({
      body: campaignForm({ ...lyonDispatch(fx), files: [{ name: 'charte.pdf', docType: 'CHIN' }] }, [
        { name: 'charte.pdf', bytes: await textPdf(['Charte']) },
      ]),
    }),
  },
  createManual: { input: (fx) => ({ body: { ...lyonDispatch(fx), docIds: [fx.lyonStoredDocumentId] } }) },
  // Tied to no organisation: whoever may create a campaign may have a file's month read.
  detectPeriod: {
    expect: list,
    input: async () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(await textPdf(['Période : octobre 2026']))]), 'paie.pdf');
      return { body };
    },
  },
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.dispatchs.map((row) => row.id),
    target: (fx) => fx.lyonCampaignId,
  },
  stats: { expect: list },
  get: { input: lyonCampaign },
  dispatchedDocs: { input: (fx) => ({ ...lyonCampaign(fx), body: search }) },
  mergedDispatchedDocs: { input: (fx) => ({ ...lyonCampaign(fx), body: { status: 'PAPER_DISPATCHED' } }) },
  ignoredPages: { input: lyonCampaign },
  validate: { input: fresh('freshCampaignToValidate') },
  send: { input: fresh('freshFailedCampaign') },
  retry: { input: fresh('freshFailedCampaign') },
  retryDispatchedDoc: { input: fresh('freshFailedDispatchedDoc') },
  sendDispatchedDoc: { input: fresh('freshPendingDispatchedDoc') },
  deleteDispatchedDocs: {
    input: async (fx) => ({ body: { dispatchedDocIds: [await fx.freshFailedDispatchedDoc()] } }),
  },
});

export const campaignFixtures: AreaFixtures<'lyonCampaignId' | Fresh> = async ({ server, lyon, shared }) => {
  const { db } = server.ctx.database;
  const { blob_key: blobKey } = await db
    .selectFrom('documents')
    .select('blob_key')
    .where('id', '=', shared.lyonStoredDocumentId)
    .executeTakeFirstOrThrow();
  const campaignIn = (status: CampaignStatus) =>
    insertCampaign(db, lyon, shared.adminId, { status, blobKey, pages: 1 });
  const dispatchedDoc = async (failed: boolean) => {
    const campaign = await campaignIn(failed ? 'IN_ERROR' : 'NEEDS_DISPATCHING');
    const status = failed ? 'IN_ERROR' : 'PENDING';
    return (await insertDispatchedDoc(db, campaign, { employee_id: shared.lyonEmployeeId, status })).id;
  };
  const campaign = await campaignIn('PAPER_DISPATCHED');
  await insertDispatchedDoc(db, campaign, {
    employee_id: shared.lyonEmployeeId,
    blob_key: blobKey,
    status: 'PAPER_DISPATCHED',
  });
  await db
    .insertInto('campaign_ignored_pages')
    .values({ campaign_id: campaign.id, file_id: campaign.fileId, page: 1 })
    .execute();
  return {
    lyonCampaignId: campaign.id,
    freshCampaignToValidate: async () => (await campaignIn('NEEDS_VALIDATION')).id,
    freshFailedCampaign: async () => (await campaignIn('IN_ERROR')).id,
    freshFailedDispatchedDoc: () => dispatchedDoc(true),
    freshPendingDispatchedDoc: () => dispatchedDoc(false),
  };
};
