import { z } from 'zod';
import { OUTBOX_FILTER_KEYS, OUTBOX_SORT_FIELDS, OUTBOX_STATUSES } from '../outboxFields';
import { pagedSearchOf, pageOf, ZDayRange } from './paging';

export { OUTBOX_SORT_FIELDS, OUTBOX_STATUSES } from '../outboxFields';

/** `POST outbox-messages`: the paged search (on recipient or subject), newest first by default. */
export const ZOutboxSearch = pagedSearchOf({
  sortFields: OUTBOX_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    recipient: z.string().max(320).optional(),
    status: z.enum(OUTBOX_STATUSES).optional(),
    createdAt: ZDayRange.optional(),
  },
}).meta({ id: 'OutboxSearch' });
export type TOutboxSearch = z.infer<typeof ZOutboxSearch>;
// The filter keys the front end sends are exactly the schema's.
type FilterKey = keyof NonNullable<TOutboxSearch['filters']>;
const sameKeys: [FilterKey, (typeof OUTBOX_FILTER_KEYS)[number]] extends [
  (typeof OUTBOX_FILTER_KEYS)[number],
  FilterKey,
]
  ? true
  : never = true;
void sameKeys;

export const ZOutboxMessage = z
  .object({
    id: z.string(),
    recipient: z.string(),
    subject: z.string(),
    /**
     * The message's text; null when it carries a secret (a reset link, a code, a download link),
     * which only its recipient may read, in their mailbox.
     */
    text: z.string().nullable(),
    carriesSecret: z.boolean(),
    status: z.enum(OUTBOX_STATUSES),
    error: z.string().nullable(),
    createdAt: z.date(),
    sentAt: z.date().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxSearchResponse = pageOf('messages', ZOutboxMessage).meta({ id: 'OutboxSearchResponse' });
export type TOutboxSearchResponse = z.infer<typeof ZOutboxSearchResponse>;
