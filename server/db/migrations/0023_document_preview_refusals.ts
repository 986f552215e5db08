import { sql, type Kysely } from 'kysely';

/**
 * A page that is not previewed (its images past the pixel budget, or its drawing past the time
 * limit) is remembered by the file's bytes and its page, whatever the width: it is tried once,
 * not at each request.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table document_preview_refusals (
      blob_key text not null,
      page integer not null,
      reason text not null,
      created_at timestamptz not null default now(),
      primary key (blob_key, page)
    );
  `.execute(db);
};
