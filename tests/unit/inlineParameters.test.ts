import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { inlineParameters } from '../../server/db/inlineParameters';
import { openTestDatabase } from '../support/testDatabase';

/** Values written into SQL text as literals read back as themselves: no value can end its literal early. */

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

/** Any text PostgreSQL stores (no NUL), quotes and backslashes often. */
const text = fc.stringMatching(/^[^\0]*$/).map((s) => s.replace(/a/g, "'").replace(/b/g, '\\'));

describe('inlineParameters', () => {
  it('writes strings, arrays, numbers, booleans and null as literals PostgreSQL reads back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(text, { maxLength: 3 }), fc.integer(), fc.boolean(), async (s, list, n, b) => {
        const query = sql<{ s: string; list: string[]; n: number; b: boolean; none: null }>`
          select ${s}::text as s, ${list}::text[] as list, ${n}::int as n, ${b}::boolean as b, ${null}::text as none`;
        const inlined = inlineParameters(query.compile(database.db));
        const { rows } = await sql
          .raw<{ s: string; list: string[]; n: number; b: boolean; none: null }>(inlined)
          .execute(database.db);
        expect(rows[0]).toEqual({ s, list, n, b, none: null });
      }),
      { numRuns: 100 },
    );
  });

  it('writes the smallest integer and a number after a minus as the numbers they are', async () => {
    const query = sql<{ n: number; d: number }>`select ${-2147483648}::int as n, 1-${-5} as d`;
    const { rows } = await sql
      .raw<{ n: number; d: number }>(inlineParameters(query.compile(database.db)))
      .execute(database.db);
    expect(rows[0]).toEqual({ n: -2147483648, d: 6 });
  });

  it('refuses what it cannot write as a literal', () => {
    const compiled = sql`select ${'a\0b'}::text`.compile(database.db);
    expect(() => inlineParameters(compiled)).toThrow();
  });
});
