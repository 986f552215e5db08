import { sql, type Kysely } from 'kysely';

/**
 * Issue 30. A customer's announced closure of the service (D.3243-8: users told three months
 * ahead): its last day, who announced it and when, and how far the mailing to account holders went
 * (the last user mailed, by id), so that a mailing cut short goes on without mailing anyone twice.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table service_closures (
      customer_id uuid primary key references organizations (id),
      closes_on date not null,
      announced_at timestamptz not null default now(),
      announced_by text not null,
      mailed_up_to uuid
    );
  `.execute(db);
};
