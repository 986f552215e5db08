import { sql, type Kysely } from 'kysely';

/**
 * An invoice known to Chorus is filed in the safe (its document_id); one whose PDF cannot be filed
 * (Chorus has none, or mupdf refuses it) keeps why, and is not tried again on every run.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table chorus_invoices add column filing_error text;
    create index chorus_invoices_to_file on chorus_invoices (org_id, created_at)
      where document_id is null and chorus_id is not null and filing_error is null;
  `.execute(db);
};
