import { z } from 'zod';

/** What `Idempotency-Key` may hold (server/http/idempotency.ts). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY)
    .optional()
    .describe('Any 1 to 200 visible ASCII characters, new for each file the user sends'),
});
