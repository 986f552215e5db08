import { OUTBOX_FILTER_KEYS, OUTBOX_SORT_FIELDS } from '../../../common/outboxFields';
import type { TOutboxMessage } from '../../../common/schemas/outbox';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

export const outboxCalls = (http: HttpClient): ResourceCalls => ({
  getList: pagedSearchAt<TOutboxMessage>(http, {
    base: 'desk',
    path: 'outbox-messages',
    itemsKey: 'messages',
    sortFields: OUTBOX_SORT_FIELDS,
    filterKeys: OUTBOX_FILTER_KEYS,
  }),
});
