import { httpErrorOf } from './httpErrorOf';

/**
 * A new `Idempotency-Key` for one file or one creation: sent again with its retries, so that an
 * upload whose answer was lost is answered, not created twice (server/http/idempotency.ts).
 * getRandomValues, unlike randomUUID, works on a portal served over plain http too.
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The key of the next try after `error`: the same, so a lost answer is answered; a new one once the
 * server says the key answered another request (422 IDEMPOTENCY_KEY_REUSED: the form or the file's
 * details changed since), so that sending again sends what is on the screen now.
 */
export const keyForRetry = (key: string, error: unknown): string =>
  httpErrorOf(error).code === 'IDEMPOTENCY_KEY_REUSED' ? newIdempotencyKey() : key;
