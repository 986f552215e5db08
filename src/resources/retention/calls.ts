import type { DataProvider } from 'react-admin';
import { purges } from '../../../common/api/retention';
import type { TPurgeRecord } from '../../../common/schemas/retention';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

export const retentionCalls = (call: ApiCall): ResourceCalls => ({
  getList: pagedSearch(call, purges.upcoming, {
    itemsKey: 'docs',
    sortFields: ['retainUntil'],
    filterKeys: ['withinDays'],
  }),
});

/** The legal holds on what the user sees, active first; the search reads what is held and why. */
export const legalHoldCalls = (call: ApiCall): ResourceCalls => ({
  getList: pagedSearch(call, purges.searchHolds, { itemsKey: 'holds' }),
});

/** The purge's audit, newest first; a record is the document that went. */
export const purgeLogCalls = (call: ApiCall): ResourceCalls => ({
  getList: pagedSearch(call, purges.audit, {
    itemsKey: 'purges',
    toRecord: (record: TPurgeRecord) => ({ ...record, id: record.documentId }),
  }),
});

/** Holding a document from the purge, releasing a hold, and running the purge now. */
export const retentionExtraCalls = (call: ApiCall) => ({
  holdDocument: async (documentId: string, reason: string) =>
    (await call(purges.hold, { body: { scope: 'DOCUMENT', targetId: documentId, reason } })).json.data,
  releaseHold: async (id: string) => (await call(purges.release, { params: { id } })).json.data,
  purgeNow: async () => (await call(purges.run)).json.data,
});

export type RetentionDataProvider = DataProvider & ReturnType<typeof retentionExtraCalls>;
