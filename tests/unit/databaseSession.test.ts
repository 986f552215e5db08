import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../../server/db/database';
import { createBoss } from '../../server/jobs/queue';
import { insertOrganization } from '../support/factories';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let boss: PgBoss;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
  // A queue error here is a fault of the test's database: let it fail the file.
  boss = createBoss(database, (error) => {
    throw error;
  });
  await boss.start();
  await boss.createQueue('probe');
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await close?.();
});

const countOrganizations = async (name: string) =>
  (
    await database.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).n;

describe('one database session shared by Kysely and pg-boss', () => {
  it('keeps a job sent during an open transaction when that transaction rolls back', async () => {
    let jobId: Promise<string | null> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertOrganization(trx, { name: 'rolled back' });
        jobId = boss.send('probe', { sentDuring: 'transaction' });
        // Give the job every chance to run inside the transaction if the driver let it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await jobId!;
    expect(id).toBeTruthy();
    expect(await boss.getJobById('probe', id!)).toMatchObject({ data: { sentDuring: 'transaction' } });
    expect(await countOrganizations('rolled back')).toBe(0);
  });

  it('never lets a query from outside see or join an open transaction', async () => {
    let committed = false;
    let outside: Promise<{ seen: number; beforeCommit: boolean }> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await insertOrganization(trx, { name: 'committed later' });
      outside = countOrganizations('committed later').then((seen) => ({ seen, beforeCommit: !committed }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      committed = true;
    });
    // PGlite: the outside query waits for the commit. PostgreSQL: it runs on its own connection
    // and cannot see the uncommitted row. Answering early with the row would mean it ran inside.
    const { seen, beforeCommit } = await outside!;
    expect(beforeCommit ? seen : 0).toBe(0);
    if (database.kind === 'pglite') expect({ seen, beforeCommit }).toEqual({ seen: 1, beforeCommit: false });
    expect(await countOrganizations('committed later')).toBe(1);
  });

  it('runs many concurrent queries and transactions without mixing them up', async () => {
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? database.db.transaction().execute(async (trx) => {
            await insertOrganization(trx, { name: `batch ${i}` });
            if (i % 4 === 0) throw new Error('undo');
          })
        : sql`select pg_sleep(0.01)`.execute(database.db),
    );
    await Promise.allSettled(work);
    const kept = await database.db
      .selectFrom('organizations')
      .select('name')
      .where('name', 'like', 'batch %')
      .orderBy('name')
      .execute();
    expect(kept.map((row) => row.name).sort()).toEqual(['batch 10', 'batch 14', 'batch 18', 'batch 2', 'batch 6']);
  });

  it('answers counts as numbers on both engines', async () => {
    expect(typeof (await countOrganizations('committed later'))).toBe('number');
  });
});
