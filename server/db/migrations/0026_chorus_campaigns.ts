import { sql, type Kysely } from 'kysely';

/**
 * Campaigns of invoices to public buyers: the campaign is marked `chorus`, each of its files is a
 * sent invoice of its own (campaign_id) waiting for its metadata, then READY with the way it is
 * to be sent (send_as) until the campaign is validated and deposits them all.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table campaigns add column chorus boolean not null default false;
    alter table chorus_invoices add column campaign_id uuid references campaigns (id) on delete set null;
    alter table chorus_invoices add column send_as text;
    create index chorus_invoices_campaign on chorus_invoices (campaign_id, delivery) where campaign_id is not null;
  `.execute(db);
};
