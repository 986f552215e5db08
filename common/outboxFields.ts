// Plain constants, without zod, so that the front end's calls can import them and leave zod to
// the screens (common/schemas/outbox.ts builds the search schema from them).

/** A message's states: waiting, sent, failed, or held for want of a mail server. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
/** The fields the outbox search sorts on. */
export const OUTBOX_SORT_FIELDS = ['createdAt', 'recipient', 'subject', 'status'] as const;
/** The outbox search's per-column filters. */
export const OUTBOX_FILTER_KEYS = ['recipient', 'status', 'createdAt'] as const;
