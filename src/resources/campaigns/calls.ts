import type { DataProvider, GetListParams } from 'react-admin';
import { campaigns } from '../../../common/api/campaigns';
import {
  CAMPAIGN_SORT_FIELDS,
  DISPATCHED_DOC_SORT_FIELDS,
  type CampaignUserEvent,
  type DispatchedDocStatus,
  type TCampaignCreate,
} from '../../../common/schemas/campaigns';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { downloadedFile, type DownloadedFile } from '../documents/calls';

/** A campaign's document list is the list filtered by `campaignId`: `POST dispatch/{id}/dispatched-docs`. */
export const DISPATCHED_DOCS_OF = 'campaignId';

/** The user actions on a campaign, each its call (spec section 7). */
const ACTION_CALLS = {
  validate: campaigns.validate,
  send: campaigns.send,
  retry: campaigns.retry,
} satisfies Record<CampaignUserEvent, unknown>;

export const campaignCalls = (call: ApiCall): ResourceCalls => {
  const search = pagedSearch(call, campaigns.search, {
    itemsKey: 'dispatchs',
    sortFields: CAMPAIGN_SORT_FIELDS,
    filterKeys: ['name', 'status', 'orgId', 'createdAt'],
  });
  const documentsOf = (campaignId: string) =>
    pagedSearch(call, campaigns.dispatchedDocs, {
      itemsKey: 'dispatchedDocs',
      sortFields: DISPATCHED_DOC_SORT_FIELDS,
      filterKeys: ['name', 'recipient', 'status', 'errorCause'],
      params: { id: campaignId },
    });
  return {
    getList: (resource, params: GetListParams) => {
      const { [DISPATCHED_DOCS_OF]: campaignId, ...filter } = params.filter ?? {};
      if (campaignId) return documentsOf(String(campaignId))(resource, { ...params, filter });
      return search(resource, params);
    },
    getOne: async (_resource, { id }) => ({
      data: (await call(campaigns.get, { params: { id: String(id) } })).json.data,
    }),
  };
};

/** The campaign calls beyond react-admin's methods, as custom data provider methods. */
export const campaignExtraCalls = (call: ApiCall) => ({
  /** `POST dispatch`: the campaign's JSON first, then its files in the order of `files`, telling the share sent. */
  createCampaign: async (
    campaign: TCampaignCreate,
    files: readonly File[],
    onUploadProgress: (sent: number) => void,
    idempotencyKey?: string,
  ) => {
    const body = new FormData();
    body.append('dispatch', JSON.stringify(campaign));
    for (const file of files) body.append('file', file, file.name);
    return (await call(campaigns.create, { body }, { long: true, onUploadProgress, idempotencyKey })).json.data;
  },
  /** `POST dispatch/manual`: documents of the safe only. */
  createManualCampaign: async (campaign: TCampaignCreate, idempotencyKey?: string) =>
    (await call(campaigns.createManual, { body: campaign }, { long: true, idempotencyKey })).json.data,
  /** `POST dispatch/period`: the month a file's first pages name, or null. */
  detectCampaignPeriod: async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return (await call(campaigns.detectPeriod, { body }, { long: true })).json.data.period;
  },
  /** `GET dispatchs/stats` answers the counts themselves, without a `data` envelope. */
  campaignStats: async () => (await call(campaigns.stats)).json,
  campaignAction: async (id: string, action: CampaignUserEvent) => {
    await call(ACTION_CALLS[action], { params: { id } }, { long: true });
  },
  retryDispatchedDoc: async (id: string) => {
    await call(campaigns.retryDispatchedDoc, { params: { id } });
  },
  sendDispatchedDoc: async (id: string) => {
    await call(campaigns.sendDispatchedDoc, { params: { id } });
  },
  deleteDispatchedDocs: async (dispatchedDocIds: readonly string[]) => {
    await call(campaigns.deleteDispatchedDocs, { body: { dispatchedDocIds: [...dispatchedDocIds] } });
  },
  /** One PDF of the campaign's documents in this status (the paper batch: PAPER_DISPATCHED). */
  mergedDispatchedDocs: async (id: string, status: DispatchedDocStatus): Promise<DownloadedFile> =>
    downloadedFile(
      await call(campaigns.mergedDispatchedDocs, { params: { id }, body: { status } }, { long: true }),
      `${status}.pdf`,
    ),
  /** The pages no employee was found for, as a zip. */
  ignoredPages: async (id: string): Promise<DownloadedFile> =>
    downloadedFile(await call(campaigns.ignoredPages, { params: { id } }, { long: true }), 'ignored-pages.zip'),
});

/** The data provider as the campaign screens see it. */
export type CampaignsDataProvider = DataProvider & ReturnType<typeof campaignExtraCalls>;
