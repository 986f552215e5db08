import { z } from 'zod';
import { pagedSearchOf, pageOf, ZDayRange } from './paging';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export const OUTBOX_SORT_FIELDS = ['createdAt', 'recipient', 'subject', 'status'] as const;

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
