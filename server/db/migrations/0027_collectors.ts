import { sql, type Kysely } from 'kysely';

/**
 * Collectors: each organisation's subscriptions to a kind of external account (IMAP, SFTP,
 * WebDAV), their accounts (passwords sealed with the secrets key), the runs, and the ledger of
 * every remote item met, written in the transaction of the document it became: an item is
 * collected once, whatever runs, retries and crashes meet on it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table collector_subscriptions (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id) on delete cascade,
      collector_id text not null,
      name text not null,
      doc_type text not null,
      interval_minutes int not null,
      enabled boolean not null default true,
      -- Derived from its accounts' last outcomes, kept here so the breadcrumb lists are indexed.
      state text not null default 'NOT_SUBSCRIBED',
      -- A run holds it until lease_until (renewed while it works): runs never overlap.
      lease_token uuid,
      lease_until timestamptz,
      last_run_at timestamptz,
      last_error text,
      collected int not null default 0,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index collector_subscriptions_list on collector_subscriptions (customer_id, name, id);
    create index collector_subscriptions_state on collector_subscriptions (customer_id, state);
    create index collector_subscriptions_org on collector_subscriptions (org_id);
    create index collector_subscriptions_due on collector_subscriptions (last_run_at) where enabled;

    create table collector_accounts (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references collector_subscriptions (id) on delete cascade,
      position int not null,
      host text not null,
      port int not null,
      tls boolean not null,
      login text not null,
      password_enc text not null,
      folder text not null,
      name_pattern text not null,
      sender text,
      subject text,
      max_age_days int,
      processed_folder text not null,
      -- SFTP: the server's key, pinned at the first connection (trust on first use).
      host_key text,
      state text not null default 'NEVER_RUN',
      last_error text,
      last_run_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index collector_accounts_subscription on collector_accounts (subscription_id, position);

    create table collector_runs (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references collector_subscriptions (id) on delete cascade,
      trigger text not null,
      status text not null,
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      collected int not null default 0,
      duplicates int not null default 0,
      refused int not null default 0,
      error text
    );
    create index collector_runs_subscription on collector_runs (subscription_id, started_at desc, id);

    create table collector_items (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references collector_subscriptions (id) on delete cascade,
      account_id uuid references collector_accounts (id) on delete set null,
      run_id uuid references collector_runs (id) on delete set null,
      -- The account as the remote knows it (login@host:port), then the item's own key there: the
      -- ledger outlives an account removed and typed again.
      remote_key text not null,
      login text not null,
      remote_name text not null,
      status text not null,
      sha256 text,
      document_id uuid references documents (id) on delete set null,
      error text,
      -- Moved or flagged at the remote, after the document was committed.
      acknowledged_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index collector_items_remote on collector_items (subscription_id, remote_key);
    create index collector_items_sha256 on collector_items (subscription_id, sha256) where status = 'COLLECTED';
    create index collector_items_list on collector_items (subscription_id, created_at desc, id);
    create index collector_items_run on collector_items (run_id) where run_id is not null;
  `.execute(db);
};
