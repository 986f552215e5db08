import { sql, type Kysely } from 'kysely';

/** The lock document writes hold (shared) while they index, and a rebuild waits on (exclusive) before it reads (`server/modules/rules/indexDocuments.ts`). */
const lockOf = (customerId: string) => `hashtext('access-scope-documents:' || ${customerId}::text)`;

/** SQL text as a literal inside the functions' bodies. */
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Adds the documents `rows` (a transition table, or a query of one, as SQL text) to every built
 * scope of their customer whose filter lets them through: the filter the rebuild compiled from the
 * rules (`filter_sql`), run on the rows named `documents`.
 */
const indexDocuments = (rows: string) => `
  perform pg_advisory_xact_lock_shared(${lockOf('c.customer_id')})
    from (select distinct customer_id from ${rows} w order by customer_id) c;
  for scope in
    select s.id, s.customer_id, s.filter_sql from access_scopes s
    where s.filter_sql is not null and s.customer_id in (select customer_id from ${rows} w)
  loop
    execute format(
      'insert into access_scope_documents (scope_id, created_at, document_id)
       select %L, documents.created_at, documents.id from %s documents
       where documents.customer_id = %L and (%s) on conflict do nothing',
      scope.id, ${quote(rows)}, scope.customer_id, scope.filter_sql);
  end loop;`;

/** The updated documents whose change may change what a rule lets through. */
const CHANGED = `(
  select n.* from new_rows n join old_rows o on o.id = n.id
  where (n.customer_id, n.org_id, n.doc_type, n.employee_id, n.third_party_id, n.metadata, n.period_start, n.period_end, n.created_at)
    is distinct from (o.customer_id, o.org_id, o.doc_type, o.employee_id, o.third_party_id, o.metadata, o.period_start, o.period_end, o.created_at)
)`;

/**
 * Issue 28. An index of the documents each set of rules in use lets through (a scope: the rules of
 * the users who hold exactly those), in deposit order, so that the documents list of a caller whose
 * rules let 1–15% of the safe through reads its page as one range of an index, as an administrator's
 * does, rather than walking every document for the few that pass.
 *
 * - A scope's filter is its rules as `server/access/documentFilter.ts` writes them for every list,
 *   compiled by its rebuild into `filter_sql` and run by the triggers on the rows they add: what a
 *   rule lets through has one definition. It names the subtrees as they were then, so an
 *   organisation added or moved marks its customer's scopes out of date.
 * - A scope is registered by the first list of a caller who holds its rules, and built by the
 *   `rules.index-documents` job; until then, and while it is out of date, its callers' lists filter
 *   the documents as they read them. A scope no list used for 30 days is dropped by the same job.
 * - Documents written: statement-level triggers add (insert) or redo (update of what a rule reads)
 *   their rows at once, in the same transaction; deletes cascade.
 * - What a scope lets through changed otherwise (one of its rules, an employee group one names, an
 *   organisation added or moved): the scope is marked out of date, and rebuilt. A rule deleted drops the
 *   scopes that held it (their users' rules are other ones now).
 * - Races: document writes hold a shared lock of their customer while they index; a rebuild takes and
 *   releases the exclusive one before it reads, so every document written with the former rules
 *   has committed by then and is read again.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql
    .raw(
      `
    create table access_scopes (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      rule_ids uuid[] not null,
      documents_indexed boolean not null default false,
      used_on date not null default current_date,
      filter_sql text,
      unique (customer_id, rule_ids)
    );
    create index access_scopes_rules on access_scopes using gin (rule_ids);

    create table access_scope_documents (
      scope_id uuid not null references access_scopes (id) on delete cascade,
      created_at timestamptz not null,
      document_id uuid not null references documents (id) on delete cascade,
      primary key (scope_id, created_at, document_id)
    );
    create index access_scope_documents_document on access_scope_documents (document_id);

    create function documents_scopes_insert() returns trigger language plpgsql as $$
    declare scope record;
    begin ${indexDocuments('new_rows')} return null; end $$;
    create function documents_scopes_update() returns trigger language plpgsql as $$
    declare scope record;
    begin
      -- Most updates (text read, retention recomputed) change nothing a rule reads: one pass, then out.
      if not exists (select 1 from ${CHANGED} c) then return null; end if;
      delete from access_scope_documents a using ${CHANGED} c where a.document_id = c.id;
      ${indexDocuments(CHANGED)}
      return null;
    end $$;
    create trigger documents_scopes_insert after insert on documents
      referencing new table as new_rows for each statement execute function documents_scopes_insert();
    create trigger documents_scopes_update after update on documents
      referencing new table as new_rows old table as old_rows for each statement execute function documents_scopes_update();

    create function access_rules_scopes_stale() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from access_scopes where rule_ids @> array[old.id];
        return null;
      end if;
      if (new.customer_id, new.org_id, new.doc_criterias, new.employee_ids, new.employee_group_ids, new.third_party_ids)
        is distinct from (old.customer_id, old.org_id, old.doc_criterias, old.employee_ids, old.employee_group_ids, old.third_party_ids)
      then
        update access_scopes set documents_indexed = false where documents_indexed and rule_ids @> array[new.id];
      end if;
      return null;
    end $$;
    create trigger access_rules_scopes_stale after update or delete on access_rules
      for each row execute function access_rules_scopes_stale();

    create function employee_groups_scopes_stale() returns trigger language plpgsql as $$
    begin
      update access_scopes set documents_indexed = false
      where documents_indexed and rule_ids && array(
        select r.id from access_rules r where r.employee_group_ids && array(select group_id from changed_rows));
      return null;
    end $$;
    create trigger employee_group_members_added after insert on employee_group_members
      referencing new table as changed_rows for each statement execute function employee_groups_scopes_stale();
    create trigger employee_group_members_removed after delete on employee_group_members
      referencing old table as changed_rows for each statement execute function employee_groups_scopes_stale();

    create function organizations_scopes_stale() returns trigger language plpgsql as $$
    begin
      update access_scopes set documents_indexed = false
      where documents_indexed and customer_id in (
        select n.customer_id from new_rows n join old_rows o on o.id = n.id where n.org_path is distinct from o.org_path);
      return null;
    end $$;
    create function organizations_scopes_added() returns trigger language plpgsql as $$
    begin
      update access_scopes set documents_indexed = false
      where documents_indexed and customer_id in (select customer_id from new_rows);
      return null;
    end $$;
    create trigger organizations_scopes_stale after update on organizations
      referencing new table as new_rows old table as old_rows for each statement execute function organizations_scopes_stale();
    create trigger organizations_scopes_added after insert on organizations
      referencing new table as new_rows for each statement execute function organizations_scopes_added();
  `,
    )
    .execute(db);
};
