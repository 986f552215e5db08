import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- One upload of a DSN file by one user: its file (a blob), what reading it found, and where it is.
    create table dsn_imports (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      user_id uuid not null references users (id),
      file_name text not null,
      size bigint not null default 0,
      -- Null once rejected: a refused file is not kept, only the record that it was refused.
      blob_key text,
      -- PREVIEWING, READY, REJECTED (not a readable DSN), APPLYING, APPLIED, FAILED (apply changed nothing).
      status text not null,
      -- Why REJECTED or FAILED: a DsnFileErrorCode, or an apply failure's code.
      error_code text,
      error_line integer,
      -- Of the current step (preview: bytes read; apply: rows written), 0 to 100.
      progress integer not null default 0,
      month date,
      encoding text,
      lines integer,
      counts jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      applied_at timestamptz
    );
    create index dsn_imports_customer_user_idx on dsn_imports (customer_id, user_id, created_at);

    -- The preview, one row per individual of the file (or per line error outside any): what the
    -- apply then writes, set-based, in one transaction.
    create table dsn_import_rows (
      import_id uuid not null references dsn_imports (id) on delete cascade,
      -- File order.
      seq integer not null,
      -- CREATE, UPDATE, UNCHANGED, LEAVING (contracts ended: to deactivate), ERROR.
      kind text not null,
      line integer not null,
      -- The employee it matched (by NIR fingerprint, else matricule in the company), or the one to create.
      employee_id uuid,
      org_id uuid,
      siret text,
      first_name text,
      last_name text,
      email text,
      registration_number text,
      company_siren text,
      address text,
      zip_code text,
      city text,
      birth_day date,
      status text,
      nir_sealed text,
      nir_hash text,
      -- The NIR as lists may show it (masked).
      nir_masked text,
      -- Whether the apply links the employee to org_id.
      link boolean not null default false,
      -- UPDATE and LEAVING: [{field, old, new}].
      changes jsonb,
      -- ERROR: [{line, code, rubric?}].
      errors jsonb,
      primary key (import_id, seq)
    );
    create index dsn_import_rows_kind_idx on dsn_import_rows (import_id, kind, seq);
  `.execute(db);
};
