import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from '../support/testDatabase';

// PGlite is built without JIT: only PostgreSQL's connections have it to turn off.
describe.runIf(process.env.DATABASE_URL)("the portal's PostgreSQL connections", () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ database, close } = await openTestDatabase()));
  afterAll(() => close?.());

  it('run without JIT, whose compiling cost a DSN preview more than its lookups', async () => {
    const { rows } = await database.executeSql('select current_setting($1) as jit', ['jit']);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});
