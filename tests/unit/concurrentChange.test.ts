import { NoResultError, type QueryNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { concurrentChange } from '../../server/http/errors';

describe('a write that meets another request', () => {
  it('is a 404 when the row it reads back was deleted meanwhile', () => {
    expect(concurrentChange(new NoResultError({} as QueryNode))?.statusCode).toBe(404);
  });

  it('is a 409 when a row it refers to was deleted meanwhile', () => {
    const violation = Object.assign(new Error('insert violates foreign key constraint'), { code: '23503' });
    expect(concurrentChange(violation)).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('is not claimed for a fault', () => {
    expect(concurrentChange(new TypeError('x is undefined'))).toBeUndefined();
    expect(concurrentChange(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
  });
});
