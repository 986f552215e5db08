import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- The DSN's numéro technique temporaire (S21.G00.30.020), given to someone who has no NIR yet:
    -- an identifier of the declaration, not the NIR, so kept in clear. Shown, never searched.
    alter table employees add column temporary_number text;
    -- What the import's apply writes into it.
    alter table dsn_import_rows add column temporary_number text;
  `.execute(db);
};
