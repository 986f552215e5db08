import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create extension if not exists unaccent;
    -- French full text that ignores accents: "bulletin de paie" finds "Bulletin de Paié".
    create text search configuration liasse_french (copy = french);
    alter text search configuration liasse_french
      alter mapping for hword, hword_part, word with unaccent, french_stem;

    -- The document safe: documents get their file (a blob), who deposited them, and their text.
    alter table documents
      add column file_name text not null default '',
      -- SHA-256 of the bytes: the blob's key, checked on every read.
      add column blob_key text,
      add column size bigint not null default 0,
      add column pages integer not null default 0,
      add column description text,
      add column keywords text[] not null default '{}',
      add column sender_user_id uuid references users (id),
      -- The depositor's name at deposit time, so the list needs no join and survives renames.
      add column sender_name text,
      add column invoice_number text,
      add column invoice_date date,
      -- PENDING (extraction queued), DONE, OCR_PENDING (no text layer: OCR queued), FAILED.
      add column text_status text not null default 'PENDING',
      add column search_vector tsvector;
    create index documents_search_idx on documents using gin (search_vector);
    create index documents_file_name_trgm_idx on documents using gin (lower(file_name) gin_trgm_ops);
    create index documents_employee_idx on documents (employee_id, created_at desc, id desc) where employee_id is not null;
    create index documents_third_party_idx on documents (third_party_id, created_at desc, id desc) where third_party_id is not null;
    create index documents_customer_type_idx on documents (customer_id, doc_type, created_at desc, id desc);
    create index documents_blob_idx on documents (blob_key);

    -- The text mupdf (or OCR) read, kept apart so list queries never carry it.
    create table document_texts (
      document_id uuid primary key references documents (id) on delete cascade,
      content text not null,
      ocr boolean not null default false
    );

    -- Read state, per reader: a document is unread for a user until they opened it.
    create table document_reads (
      user_id uuid not null references users (id) on delete cascade,
      document_id uuid not null references documents (id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (user_id, document_id)
    );
    create index document_reads_document_idx on document_reads (document_id);

    -- Append-only audit of each document: deposit, view, download, link sent, link renewed.
    create table document_events (
      id bigint generated always as identity primary key,
      document_id uuid not null references documents (id) on delete cascade,
      customer_id uuid not null references organizations (id),
      kind text not null,
      user_id uuid references users (id),
      ip text,
      user_agent text,
      detail jsonb not null default '{}',
      at timestamptz not null default now()
    );
    create index document_events_document_idx on document_events (document_id, at, id);
    create function document_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'document_events is append-only' using errcode = '42501';
    end $$;
    create trigger document_events_no_update before update on document_events
      for each row execute function document_events_append_only();

    -- Direct download links: a random token (stored as its SHA-256) for one document and one address.
    create table document_links (
      token_hash text primary key,
      document_id uuid not null references documents (id) on delete cascade,
      customer_id uuid not null references organizations (id),
      email text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index document_links_document_idx on document_links (document_id);
    create index document_links_expires_idx on document_links (expires_at);

    -- Page previews rendered by mupdf, cached as blobs: one per (document bytes, page, width).
    create table document_previews (
      blob_key text not null,
      page integer not null,
      width integer not null,
      png_key text not null,
      created_at timestamptz not null default now(),
      primary key (blob_key, page, width)
    );
    -- The orphan sweep asks whether a blob is some preview's image.
    create index document_previews_png_idx on document_previews (png_key);

    -- Masks: list filters a user saved under a name, to reuse.
    create table masks (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      user_id uuid not null references users (id) on delete cascade,
      list text not null,
      name text not null,
      filters jsonb not null default '{}',
      created_at timestamptz not null default now(),
      unique (user_id, list, name)
    );
  `.execute(db);
};
