import { sql, type Kysely } from 'kysely';

/**
 * Chorus Pro: each organisation's connection (its PISTE application and the environment; the
 * technical account's login and password stay the organisation's invoicing ones), and the invoices
 * it sent or received, kept in step with Chorus by the sync job. An invoice's PDF is a document of
 * the safe; the raw Chorus status and its comment are kept beside the portal status they map to.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table chorus_connections (
      org_id uuid primary key references organizations (id) on delete cascade,
      customer_id uuid not null references organizations (id),
      environment text not null,
      client_id text not null,
      client_secret_enc text not null,
      -- The account's login as Chorus knows it, for 'already used by another organisation'.
      account_login text not null,
      supplier_structure_id bigint not null,
      synced_until timestamptz,
      sync_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index chorus_connections_account on chorus_connections (environment, lower(account_login));

    create table chorus_invoices (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id) on delete cascade,
      side text not null,
      document_id uuid references documents (id) on delete set null,
      -- The file as sent or received (a PDF, a Factur-X, a UBL or CII XML), by its blob key.
      file_key text,
      file_name text,
      format text not null,
      -- DRAFT until validated, QUEUED, DEPOSITED once Chorus took it, FAILED when it refused it.
      delivery text not null,
      delivery_errors jsonb not null default '[]',
      deposit_number text,
      chorus_id bigint,
      kind text not null default 'INVOICE',
      number text,
      issue_date date,
      currency text not null default 'EUR',
      supplier_name text,
      supplier_siret text,
      buyer_name text,
      buyer_siret text,
      service_code text,
      commitment_number text,
      total_excl_tax numeric(15, 2),
      total_incl_tax numeric(15, 2),
      net_payable numeric(15, 2),
      meta jsonb,
      chorus_status text,
      chorus_status_at timestamptz,
      chorus_comment text,
      portal_status text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index chorus_invoices_chorus_id on chorus_invoices (org_id, side, chorus_id) where chorus_id is not null;
    create index chorus_invoices_list on chorus_invoices (customer_id, side, created_at desc, id);
    create index chorus_invoices_org on chorus_invoices (org_id, side, portal_status);
    create index chorus_invoices_deposit on chorus_invoices (deposit_number) where deposit_number is not null;
  `.execute(db);
};
