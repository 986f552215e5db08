import { outbox } from '../../../common/api/outbox';
import { OUTBOX_FILTER_KEYS, OUTBOX_SORT_FIELDS } from '../../../common/outboxFields';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

export const outboxCalls = (call: ApiCall): ResourceCalls => ({
  getList: pagedSearch(call, outbox.search, {
    itemsKey: 'messages',
    sortFields: OUTBOX_SORT_FIELDS,
    filterKeys: OUTBOX_FILTER_KEYS,
  }),
});
