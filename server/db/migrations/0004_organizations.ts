import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table organizations
      add column street text,
      add column postal text,
      add column zip_code text,
      add column city text,
      add column country text,
      add column phone text,
      add column distribution text not null default 'AUTOMATIC',
      add column invoicing_login text,
      -- AES-256-GCM ciphertext with its key id (server/security/secretBox.ts); never sent back.
      add column invoicing_password_enc text,
      add column transmission_mode text not null default 'DEFAULT',
      add column reception_mode text not null default 'EMITTER_CHOICE',
      add column doc_types text[] not null default '{PAYE,WCNT,CHIN}',
      add column specific_css_url text;

    -- "Contains" searches on names (the list's search box) from a trigram index.
    create extension if not exists pg_trgm;
    create index organizations_name_trgm_idx on organizations using gin (lower(name) gin_trgm_ops);
    -- The list pages of one customer, in each order the table offers.
    create index organizations_customer_name_idx on organizations (customer_id, lower(name), id);
    create index organizations_customer_created_idx on organizations (customer_id, created_at, id);
    create index organizations_customer_city_idx on organizations (customer_id, lower(city), id);
    -- One organisation per SIRET within a customer.
    create unique index organizations_customer_siret_key on organizations (customer_id, siret);
    -- The page's Content-Security-Policy lists the configured stylesheets: few rows, read often.
    create index organizations_css_idx on organizations (specific_css_url) where specific_css_url is not null;
  `.execute(db);
};
