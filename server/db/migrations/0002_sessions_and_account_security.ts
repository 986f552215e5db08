import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- A session now has an idle and an absolute end; refresh tokens rotate inside it.
    alter table sessions rename column expires_at to absolute_expires_at;
    alter table sessions add column idle_expires_at timestamptz not null default now();
    alter table sessions add column revoked_reason text;
    update sessions set idle_expires_at = absolute_expires_at;
    alter table sessions alter column idle_expires_at drop default;
    drop index sessions_expires_idx;
    create index sessions_absolute_expires_idx on sessions (absolute_expires_at);

    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions (id) on delete cascade,
      created_at timestamptz not null default now(),
      used_at timestamptz
    );
    create index refresh_tokens_session_idx on refresh_tokens (session_id);

    alter table users add column failed_logins integer not null default 0;
    alter table users add column blocked_until timestamptz;
    alter table users add column blocked_at timestamptz;
    alter table users add column terms_accepted_at timestamptz;
    alter table users add column password_changed_at timestamptz;

    create table login_failures (
      ip text not null,
      failed_at timestamptz not null default now()
    );
    create index login_failures_ip_idx on login_failures (ip, failed_at);

    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index password_reset_tokens_user_idx on password_reset_tokens (user_id);

    -- Every outgoing message is written here first, in the transaction that decides to send it;
    -- a job sends it, or it waits here when no SMTP server is configured.
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid references organizations (id),
      recipient text not null,
      subject text not null,
      body_text text not null,
      status text not null default 'pending',
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_outbox_customer_created_idx on mail_outbox (customer_id, created_at desc);
  `.execute(db);
};
