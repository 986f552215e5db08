import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- A signatory may be reached by SMS or voice for a forgotten signature code.
    alter table users add column phone text;

    -- A signature book template: its steps (one signatory each) and the document types it needs.
    create table sign_workflow_templates (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      name text not null,
      doc_types text[] not null default '{}',
      created_by uuid not null references users (id),
      created_at timestamptz not null default now()
    );
    create index sign_workflow_templates_org_idx on sign_workflow_templates (org_id, name, id);
    create table sign_workflow_template_steps (
      template_id uuid not null references sign_workflow_templates (id) on delete cascade,
      -- 1-based.
      position integer not null,
      signatory_id uuid not null references users (id),
      primary key (template_id, position)
    );

    -- A signature book: its documents signed by its steps in order.
    create table sign_workflows (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      template_id uuid references sign_workflow_templates (id) on delete set null,
      name text not null,
      -- A SignWorkflowState (common/signWorkflowLifecycle.ts).
      state text not null,
      -- 1-based position of the step whose turn it is; null unless RUNNING.
      current_step integer,
      created_by uuid not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      signed_at timestamptz
    );
    create index sign_workflows_org_idx on sign_workflows (org_id, created_at desc, id desc);
    create index sign_workflows_customer_state_idx on sign_workflows (customer_id, state, created_at desc, id desc);
    create index sign_workflows_name_trgm_idx on sign_workflows using gin (lower(name) gin_trgm_ops);

    create table sign_workflow_files (
      id uuid primary key default gen_random_uuid(),
      workflow_id uuid not null references sign_workflows (id) on delete cascade,
      seq integer not null,
      name text not null,
      doc_type text not null,
      description text,
      source_document_id uuid references documents (id) on delete set null,
      -- The bytes as created, and as signed so far (each step appends an incremental update).
      original_blob_key text not null,
      blob_key text not null,
      pages integer not null,
      -- The signed result filed in the safe once the book is SIGNED.
      signed_document_id uuid references documents (id) on delete set null,
      unique (workflow_id, seq)
    );
    create index sign_workflow_files_blob_idx on sign_workflow_files (blob_key);
    create index sign_workflow_files_original_blob_idx on sign_workflow_files (original_blob_key);

    create table sign_workflow_steps (
      workflow_id uuid not null references sign_workflows (id) on delete cascade,
      position integer not null,
      signatory_id uuid not null references users (id),
      -- A SignStepState.
      state text not null default 'WAITING',
      at timestamptz,
      ip text,
      user_agent text,
      refused_reason text,
      -- Per file, the SHA-256 before and after this step's signature: the audit page's lines.
      hashes jsonb not null default '[]',
      primary key (workflow_id, position)
    );
    -- "What waits on me": the current steps of a signatory.
    create index sign_workflow_steps_signatory_idx on sign_workflow_steps (signatory_id, state);

    -- A signatory's standing signature code (argon2id) and its wrong tries in a row.
    create table signature_codes (
      user_id uuid primary key references users (id) on delete cascade,
      code_hash text not null,
      failures integer not null default 0,
      locked_at timestamptz,
      updated_at timestamptz not null default now()
    );

    -- Single-use recovery codes (argon2id), 10 minutes.
    create table signature_recovery_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      mode text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index signature_recovery_codes_user_idx on signature_recovery_codes (user_id, created_at desc);
  `.execute(db);
};
