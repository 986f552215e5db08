import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table partnership_groups (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      name text not null,
      created_at timestamptz not null default now()
    );
    create index partnership_groups_customer_name_idx on partnership_groups (customer_id, lower(name), id);

    -- A partnership of one of the customer's organisations with a third-party organisation. Its id
    -- is also the third party's: access rules' third_party_ids and documents' third_party_id name it.
    create table partnerships (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      siret char(14) not null,
      name text not null,
      street text,
      postal text,
      zip_code text,
      city text,
      country text,
      reference text,
      transmission_mode text not null default 'DEFAULT',
      status text not null default 'NEEDS_CONTACT_MAIL',
      group_id uuid references partnership_groups (id) on delete set null,
      contact_email text,
      -- SHA-256 of the reference emailed to the contact; the reference itself is never stored.
      validation_hash text,
      validation_expires_at timestamptz,
      contact_validated_at timestamptz,
      -- The contact's account, made when they confirm their email.
      contact_user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    -- One partnership per third party and organisation.
    create unique index partnerships_org_siret_key on partnerships (org_id, siret);
    -- The list pages of one customer, in each order the table offers, and its status filter.
    create index partnerships_customer_name_idx on partnerships (customer_id, lower(name), id);
    create index partnerships_customer_siret_idx on partnerships (customer_id, siret, id);
    create index partnerships_customer_city_idx on partnerships (customer_id, lower(city), id);
    create index partnerships_customer_created_idx on partnerships (customer_id, created_at, id);
    create index partnerships_customer_status_idx on partnerships (customer_id, status, lower(name), id);
    create index partnerships_name_trgm_idx on partnerships using gin (lower(name) gin_trgm_ops);
    create index partnerships_group_idx on partnerships (group_id);
    create index partnerships_contact_user_idx on partnerships (contact_user_id);
  `.execute(db);
};
