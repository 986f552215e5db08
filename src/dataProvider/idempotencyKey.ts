/**
 * A new `Idempotency-Key` for one file or one creation: sent again with its retries, so that an
 * upload whose answer was lost is answered, not created twice (server/http/idempotency.ts).
 * getRandomValues, unlike randomUUID, works on a portal served over plain http too.
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
