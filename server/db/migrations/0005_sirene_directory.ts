import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- The organisation directory: INSEE's establishments, shared by every customer (public data).
    create table sirene_establishments (
      siret char(14) primary key,
      name text,
      street text,
      postal text,
      zip_code text,
      city text,
      country text not null,
      active boolean not null,
      updated_at timestamptz not null default now()
    );

    -- One row per file being imported. The position is written in the transaction of the batch
    -- it follows, so after a crash it names exactly the lines already committed.
    create table sirene_imports (
      file_key text primary key,
      file_name text not null,
      -- Lines of the file handled by committed batches: imported plus skipped.
      rows_done bigint not null default 0,
      rows_skipped bigint not null default 0,
      -- The SIRET column of the last committed line: a resumed import checks that the line it
      -- skips to is still that one, so a changed file is never resumed in the wrong place.
      last_siret text,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    );
  `.execute(db);
};
