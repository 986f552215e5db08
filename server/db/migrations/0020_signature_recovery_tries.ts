import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- The wrong codes tried while a recovery code was live: past five it unlocks nothing, so that
    -- the one way out of a signature lock cannot be guessed either.
    alter table signature_recovery_codes add column failures integer not null default 0;
  `.execute(db);
};
