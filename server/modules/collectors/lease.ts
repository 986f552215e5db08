import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { RUN_ID } from '../../processRun';

/** How long a run holds its subscription without renewing: a dead worker's hold lapses after it. */
export const LEASE_SECONDS = 120;
const RENEW_EVERY_MS = (LEASE_SECONDS / 4) * 1000;

const until = sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Takes the subscription for one run, unless another run holds it: runs never overlap, across
 * processes. The same token (the job's id) takes it back, so a job retried after its worker died
 * does not wait for its own hold to lapse. Answers what the run needs, or undefined.
 */
export const takeLease = (db: Kysely<DB>, subscriptionId: string, token: string) =>
  db
    .updateTable('collector_subscriptions')
    .set({ lease_token: token, lease_until: until, lease_holder: RUN_ID })
    .where('id', '=', subscriptionId)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`), eb('lease_token', '=', token)]),
    )
    .returning(['id', 'customer_id', 'org_id', 'collector_id', 'doc_type', 'name'])
    .executeTakeFirst();

export type LeasedSubscription = NonNullable<Awaited<ReturnType<typeof takeLease>>>;

/** A subscription no run holds. */
export const NO_LEASE = { lease_token: null, lease_until: null, lease_holder: null } as const;

export const releaseLease = (db: Kysely<DB>, subscriptionId: string, token: string) =>
  db
    .updateTable('collector_subscriptions')
    .set(NO_LEASE)
    .where('id', '=', subscriptionId)
    .where('lease_token', '=', token)
    .execute();

/**
 * Renews the hold while the run works. A renewal that fails (the database away) is let go: the
 * run meets the same absence on its next statement and fails there.
 */
export const keepLease = (db: Kysely<DB>, subscriptionId: string, token: string) => {
  const timer = setInterval(() => {
    db.updateTable('collector_subscriptions')
      .set({ lease_until: until })
      .where('id', '=', subscriptionId)
      .where('lease_token', '=', token)
      .execute()
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
