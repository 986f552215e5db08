import { sql, type Kysely } from 'kysely';

/**
 * Issue 30. A legal hold on a document, an employee or an organisation (and what lies under it)
 * keeps its documents from the purge, with its reason and who set it, until someone releases it.
 * The purge deletes the documents past their retention day that no active hold covers, and records
 * each deletion in `retention_purges`, which nothing may change or delete afterwards (the document's
 * own events go with it). `document_retention_rule` names the rule that applied, for that record.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table legal_holds (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null,
      scope text not null check (scope in ('DOCUMENT', 'EMPLOYEE', 'ORGANIZATION')),
      target_id uuid not null,
      reason text not null,
      set_by text not null,
      set_at timestamptz not null default now(),
      released_by text,
      released_at timestamptz
    );
    create index legal_holds_active on legal_holds (target_id) where released_at is null;
    create index legal_holds_customer on legal_holds (customer_id, set_at desc, id);

    create table retention_purges (
      id bigserial primary key,
      customer_id uuid not null,
      document_id uuid not null,
      org_id uuid not null,
      employee_id uuid,
      doc_type text not null,
      file_name text not null,
      sha256 text,
      rule text not null,
      retain_until date not null,
      purged_at timestamptz not null default now()
    );
    create index retention_purges_customer on retention_purges (customer_id, purged_at desc, id desc);

    create function retention_purges_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'retention_purges is append-only';
    end $$;
    create trigger retention_purges_append_only before update or delete or truncate on retention_purges
      for each statement execute function retention_purges_append_only();

    create function document_retention_rule(p_org uuid, p_type text) returns text language sql stable as $$
      select coalesce(
        (select p.rule
         from organizations o join retention_policies p on p.org_id = any (o.org_path) and p.doc_type = p_type
         where o.id = p_org
         order by array_position(o.org_path, p.org_id) desc
         limit 1),
        case when p_type = 'PAYE' then 'FIFTY_YEARS' else 'KEEP' end)
    $$;
  `.execute(db);
};
