import type { DataProvider, GetListParams } from 'react-admin';
import {
  CAMPAIGN_SORT_FIELDS,
  DISPATCHED_DOC_SORT_FIELDS,
  type CampaignUserEvent,
  type DispatchedDocStatus,
  type TCampaign,
  type TCampaignCreate,
  type TCampaignSummary,
  type TDispatchedDoc,
} from '../../../common/schemas/campaigns';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { downloadedFile, type DownloadedFile } from '../documents/calls';

type CampaignStats = { byState: Partial<Record<string, number>>; needingAction: number };

/** A campaign's document list is the list filtered by `campaignId`: `POST dispatch/{id}/dispatched-docs`. */
export const DISPATCHED_DOCS_OF = 'campaignId';

/** The user actions on a campaign, each its call (spec section 7). */
const ACTION_CALLS: Record<CampaignUserEvent, { path: string; method: 'GET' | 'POST' }> = {
  validate: { path: 'dispatch/validate', method: 'GET' },
  send: { path: 'dispatch/send', method: 'POST' },
  retry: { path: 'dispatch/retry', method: 'POST' },
};

export const campaignCalls = (http: HttpClient): ResourceCalls => {
  const campaigns = pagedSearchAt<TCampaignSummary>(http, {
    base: 'desk',
    path: 'dispatchs',
    itemsKey: 'dispatchs',
    sortFields: CAMPAIGN_SORT_FIELDS,
    filterKeys: ['name', 'status', 'orgId', 'createdAt'],
  });
  const documentsOf = (campaignId: string) =>
    pagedSearchAt<TDispatchedDoc>(http, {
      base: 'desk',
      path: `dispatch/${campaignId}/dispatched-docs`,
      itemsKey: 'dispatchedDocs',
      sortFields: DISPATCHED_DOC_SORT_FIELDS,
      filterKeys: ['name', 'recipient', 'status', 'errorCause'],
    });
  return {
    getList: (resource, params: GetListParams) => {
      const { [DISPATCHED_DOCS_OF]: campaignId, ...filter } = params.filter ?? {};
      if (campaignId) return documentsOf(String(campaignId))(resource, { ...params, filter });
      return campaigns(resource, params);
    },
    getOne: async (_resource, { id }) => ({
      data: (await http<{ data: TCampaign }>({ base: 'desk', path: `dispatch/${id}` })).json.data,
    }),
  };
};

/** The campaign calls beyond react-admin's methods, as custom data provider methods. */
export const campaignExtraCalls = (http: HttpClient) => ({
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
    return (
      await http<{ data: TCampaign }>({
        base: 'desk',
        path: 'dispatch',
        method: 'POST',
        body,
        long: true,
        onUploadProgress,
        idempotencyKey,
      })
    ).json.data;
  },
  /** `POST dispatch/manual`: documents of the safe only. */
  createManualCampaign: async (campaign: TCampaignCreate, idempotencyKey?: string) =>
    (
      await http<{ data: TCampaign }>({
        base: 'desk',
        path: 'dispatch/manual',
        method: 'POST',
        body: campaign,
        long: true,
        idempotencyKey,
      })
    ).json.data,
  /** `GET dispatchs/stats` answers the counts themselves, without a `data` envelope. */
  campaignStats: async () => (await http<CampaignStats>({ base: 'desk', path: 'dispatchs/stats' })).json,
  campaignAction: async (id: string, action: CampaignUserEvent) => {
    const { path, method } = ACTION_CALLS[action];
    await http({ base: 'desk', path: `${path}/${id}`, method, long: true });
  },
  retryDispatchedDoc: async (id: string) => {
    await http({ base: 'desk', path: `dispatched-doc/retry/${id}`, method: 'POST' });
  },
  sendDispatchedDoc: async (id: string) => {
    await http({ base: 'desk', path: `dispatched-doc/send/${id}` });
  },
  deleteDispatchedDocs: async (dispatchedDocIds: readonly string[]) => {
    await http({ base: 'desk', path: 'dispatched-docs', method: 'DELETE', body: { dispatchedDocIds } });
  },
  /** One PDF of the campaign's documents in this status (the paper batch: PAPER_DISPATCHED). */
  mergedDispatchedDocs: async (id: string, status: DispatchedDocStatus): Promise<DownloadedFile> =>
    downloadedFile(
      await http<Blob>({
        base: 'desk',
        path: `dispatch/${id}/dispatched-docs/merged`,
        method: 'POST',
        body: { status },
        long: true,
        binary: true,
      }),
      `${status}.pdf`,
    ),
  /** The pages no employee was found for, as a zip. */
  ignoredPages: async (id: string): Promise<DownloadedFile> =>
    downloadedFile(
      await http<Blob>({ base: 'desk', path: `dispatch/${id}/ignored-pages`, long: true, binary: true }),
      'ignored-pages.zip',
    ),
});

/** The data provider as the campaign screens see it. */
export type CampaignsDataProvider = DataProvider & ReturnType<typeof campaignExtraCalls>;
