import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table organizations (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      parent_id uuid references organizations (id),
      name text not null,
      siret char(14),
      created_at timestamptz not null default now()
    );
    create index organizations_customer_parent_idx on organizations (customer_id, parent_id);

    create table users (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      login text not null,
      password_hash text not null,
      first_name text not null default '',
      name text not null default '',
      email text,
      must_init_account boolean not null default false,
      created_at timestamptz not null default now()
    );
    -- The login call names no customer, so a login is unique across the whole portal.
    create unique index users_login_key on users (lower(login));
    create index users_customer_idx on users (customer_id);

    create table access_rules (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      name text not null,
      features text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create index access_rules_customer_idx on access_rules (customer_id);

    create table access_rule_users (
      rule_id uuid not null references access_rules (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      primary key (rule_id, user_id)
    );
    create index access_rule_users_user_idx on access_rule_users (user_id);

    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id);
    create index sessions_expires_idx on sessions (expires_at);

    create table i18n_overrides (
      id text not null,
      locale text not null,
      messages jsonb not null default '{}',
      date_time_formats jsonb not null default '{}',
      primary key (id, locale)
    );

    create table server_secrets (
      name text primary key,
      value text not null
    );
  `.execute(db);
};
