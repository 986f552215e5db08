import { sql, type Kysely } from 'kysely';

/**
 * Which process run holds a collector subscription's lease, so that a starting process ends the
 * runs its host's dead processes left RUNNING and takes their leases back at once, rather than
 * waiting for them to lapse. The index holds the few leased subscriptions only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table collector_subscriptions add column lease_holder text;
    create index collector_subscriptions_leased on collector_subscriptions (lease_holder) where lease_token is not null;
  `.execute(db);
}
