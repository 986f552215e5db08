import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runEnded } from '../../processRun';
import { NO_LEASE } from './lease';

/**
 * The runs of a subscription still RUNNING when a run takes its lease: none can be alive, since a
 * live one holds the lease. They died with their process (kill -9, a lost machine).
 */
export const endInterruptedRuns = (db: Kysely<DB>, subscriptionId: string) =>
  db
    .updateTable('collector_runs')
    .set({ status: 'INTERRUPTED', ended_at: new Date() })
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'RUNNING')
    .execute();

/**
 * At a process's start: the subscriptions leased by processes of this host that no longer run get
 * their runs ended as INTERRUPTED and their leases back, so that the next run starts at once
 * rather than when the lease lapses. Another host's processes cannot be asked: theirs lapse.
 */
export const takeBackDeadLeases = async (db: Kysely<DB>) => {
  const leased = await db
    .selectFrom('collector_subscriptions')
    .select(['id', 'lease_holder'])
    .where('lease_token', 'is not', null)
    .where('lease_holder', 'is not', null)
    .execute();
  for (const { id, lease_holder: holder } of leased) {
    if (!holder || runEnded(holder) !== true) continue;
    await db.transaction().execute(async (trx) => {
      const freed = await trx
        .updateTable('collector_subscriptions')
        .set(NO_LEASE)
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .executeTakeFirst();
      if (freed.numUpdatedRows > 0n) await endInterruptedRuns(trx, id);
    });
  }
};
