import { z } from 'zod';

export const ZOutboxSearch = z
  .object({
    limit: z.number().int().min(1).max(100).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .meta({ id: 'OutboxSearch' });

export const ZOutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'held']),
  error: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxSearchResponse = z
  .object({ messages: z.array(ZOutboxMessage), count: z.number().int() })
  .meta({ id: 'OutboxSearchResponse' });
