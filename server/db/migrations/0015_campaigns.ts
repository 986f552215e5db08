import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- A dispatch campaign: documents of one emitting organisation to employees or partnerships.
    create table campaigns (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      created_by uuid not null references users (id),
      name text not null,
      siret text not null,
      -- true: recipients are found in the pages (split per employee); false: the recipients named.
      detection boolean not null,
      review boolean not null default false,
      no_distribution boolean not null default false,
      -- With detection, the type of every piece.
      doc_type text,
      -- AUTOMATIC or WITH_VALIDATION, fixed at creation (the organisation's setting, or review).
      distribution text not null,
      -- A CampaignStatus (common/campaignLifecycle.ts); changed only through its state machine.
      status text not null,
      -- Of the running job, 0 to 100.
      progress integer not null default 0,
      error_code text,
      -- Kept up to date by the jobs, so the list needs no count over dispatched_docs.
      documents_count integer not null default 0,
      recipients_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      dispatched_at timestamptz
    );
    create index campaigns_org_idx on campaigns (org_id, created_at desc, id desc);
    create index campaigns_customer_idx on campaigns (customer_id, created_at desc, id desc);
    create index campaigns_status_idx on campaigns (customer_id, status);
    create index campaigns_name_trgm_idx on campaigns using gin (lower(name) gin_trgm_ops);

    -- The campaign's sources: files of the computer (a blob) or documents of the safe.
    create table campaign_files (
      id uuid primary key default gen_random_uuid(),
      campaign_id uuid not null references campaigns (id) on delete cascade,
      -- Order of the wizard.
      seq integer not null,
      name text not null,
      doc_type text not null,
      blob_key text,
      source_document_id uuid references documents (id) on delete set null,
      pages integer not null default 0,
      -- The split's resume point: pages before it are in dispatched_docs or ignored pages.
      split_pages integer not null default 0,
      unique (campaign_id, seq)
    );

    -- Recipients named by hand (detection off): expanded when the documents are created.
    create table campaign_recipients (
      campaign_id uuid not null references campaigns (id) on delete cascade,
      -- EMPLOYEE, EMPLOYEE_GROUP, PARTNERSHIP, PARTNERSHIP_GROUP.
      kind text not null,
      ref_id uuid not null,
      primary key (campaign_id, kind, ref_id)
    );

    -- One document of a campaign for one recipient. The unique key is what makes dispatch happen
    -- exactly once: (campaign, source file, first page, recipient); whole documents have page_from 0.
    create table dispatched_docs (
      id uuid primary key default gen_random_uuid(),
      campaign_id uuid not null references campaigns (id) on delete cascade,
      customer_id uuid not null references organizations (id),
      file_id uuid not null references campaign_files (id) on delete cascade,
      page_from integer not null default 0,
      page_to integer not null default 0,
      -- The piece's bytes (split), or the whole source's.
      blob_key text,
      name text not null,
      employee_id uuid references employees (id) on delete set null,
      partnership_id uuid references partnerships (id) on delete set null,
      -- Stable even when the employee or partnership goes: 'E:<id>', 'P:<id>' or 'NONE'.
      recipient_key text not null,
      -- A DispatchedDocStatus.
      status text not null default 'PENDING',
      -- A DispatchChannel once handled.
      channel text,
      -- A NonDistributionCause.
      error_cause text,
      -- The document filed in the safe by the dispatch (once, in the same transaction).
      document_id uuid references documents (id) on delete set null,
      -- The outbox message it sent, if any.
      mail_id uuid,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      dispatched_at timestamptz,
      unique (campaign_id, file_id, page_from, recipient_key)
    );
    create index dispatched_docs_campaign_idx on dispatched_docs (campaign_id, name, id);
    create index dispatched_docs_pending_idx on dispatched_docs (campaign_id, id) where status = 'PENDING';
    create index dispatched_docs_status_idx on dispatched_docs (campaign_id, status);
    create index dispatched_docs_employee_idx on dispatched_docs (employee_id) where employee_id is not null;
    create index dispatched_docs_blob_idx on dispatched_docs (blob_key);

    -- Pages of a split no employee was found on: kept, downloadable as a zip.
    create table campaign_ignored_pages (
      campaign_id uuid not null references campaigns (id) on delete cascade,
      file_id uuid not null references campaign_files (id) on delete cascade,
      page integer not null,
      primary key (campaign_id, file_id, page)
    );

    create index campaign_files_blob_idx on campaign_files (blob_key);

    -- An email may carry a document: the outbox names its blob, read when the message is sent.
    alter table mail_outbox
      add column attachment_blob_key text,
      add column attachment_name text;
    create index mail_outbox_attachment_idx on mail_outbox (attachment_blob_key) where attachment_blob_key is not null;
  `.execute(db);
};
