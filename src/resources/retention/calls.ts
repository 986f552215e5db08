import type { DataProvider } from 'react-admin';
import { purges } from '../../../common/api/retention';
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

/** Holding a document from the purge, and running the purge now. */
export const retentionExtraCalls = (call: ApiCall) => ({
  holdDocument: async (documentId: string, reason: string) =>
    (await call(purges.hold, { body: { scope: 'DOCUMENT', targetId: documentId, reason } })).json.data,
  purgeNow: async () => (await call(purges.run)).json.data,
});

export type RetentionDataProvider = DataProvider & ReturnType<typeof retentionExtraCalls>;
