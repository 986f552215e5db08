import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { keyForRetry } from '../../src/dataProvider/idempotencyKey';

const refusal = (code: string, status: number) =>
  new HttpError(`liasse.error.${code}`, status, { error: { code, message: 'x' } });

describe('the Idempotency-Key of the next try', () => {
  it('stays the same after a lost answer or a refusal, so the first sending is answered rather than repeated', () => {
    expect(keyForRetry('k1', new HttpError('liasse.error.NETWORK', 0, {}))).toBe('k1');
    expect(keyForRetry('k1', refusal('VALIDATION_ERROR', 400))).toBe('k1');
    expect(keyForRetry('k1', refusal('IDEMPOTENCY_KEY_IN_USE', 409))).toBe('k1');
  });

  it('is a new one once the server says the key answered another request, so what the screen shows now is sent', () => {
    const next = keyForRetry('k1', refusal('IDEMPOTENCY_KEY_REUSED', 422));
    expect(next).not.toBe('k1');
    expect(next).toMatch(/^[0-9a-f]{32}$/);
  });
});
