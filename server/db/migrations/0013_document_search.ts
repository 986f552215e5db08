import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- The list's sender filter, and GET docs/senders, which probes each user of the customer once.
    create index documents_sender_idx on documents (sender_user_id, created_at desc, id desc)
      where sender_user_id is not null;
    -- The list's keyword filter: documents whose keywords hold this one.
    create index documents_keywords_idx on documents using gin (keywords);
    -- The list's recipient filter: employees whose name holds the text.
    create index employees_name_trgm_idx on employees using gin (lower(last_name || ' ' || first_name) gin_trgm_ops);
  `.execute(db);
};
