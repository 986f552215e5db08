import { campaigns } from '../../../common/api/campaigns';
import { campaignForm } from '../../support/campaigns';
import { textPdf } from '../../support/documentFiles';
import { list, rowsOf, search, type Fixtures } from './matrix';

/** A campaign of Lyon to the Lyon employee: only who sees Lyon may create it. */
const lyonDispatch = (fx: Fixtures) => ({
  name: 'Campagne de Lyon',
  orgId: fx.lyonOrgId,
  siret: fx.lyonSiret,
  detection: false,
  employeeIds: [fx.lyonEmployeeId],
});
const lyonCampaign = (fx: Fixtures) => ({ params: { id: fx.lyonCampaignId } });
const disposable =
  (kind: 'campaignToValidate' | 'failedCampaign' | 'failedDispatchedDoc' | 'pendingDispatchedDoc') =>
  async (fx: Fixtures) => ({ params: { id: await fx.disposable(kind) } });

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
  validate: { input: disposable('campaignToValidate') },
  send: { input: disposable('failedCampaign') },
  retry: { input: disposable('failedCampaign') },
  retryDispatchedDoc: { input: disposable('failedDispatchedDoc') },
  sendDispatchedDoc: { input: disposable('pendingDispatchedDoc') },
  deleteDispatchedDocs: {
    input: async (fx) => ({ body: { dispatchedDocIds: [await fx.disposable('failedDispatchedDoc')] } }),
  },
});
