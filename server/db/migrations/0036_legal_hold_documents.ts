import { sql, type Kysely } from 'kysely';

/**
 * A legal hold keeps what it held when it was set and what came under it later, wherever that goes
 * afterwards. A hold names its target (a document, an employee, an organisation and below), and the
 * purge reads what lies under the target now; a document that leaves it while the hold is active (it
 * is refiled to another employee, moved to another organisation, or its organisation is moved out
 * of the held subtree) is written down in `legal_hold_documents` as it leaves, in the statement that
 * moves it, so the hold goes on keeping it. A hold set at the same time as a move does not see the
 * move and the move does not see the hold: as if the move came first, the document being gone by
 * then. The purge looks a document up on this table's primary key; a document purged takes its
 * rows along, and a hold released drops its own.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table legal_hold_documents (
      document_id uuid not null references documents (id) on delete cascade,
      hold_id uuid not null references legal_holds (id) on delete cascade,
      primary key (document_id, hold_id)
    );
    create index legal_hold_documents_hold on legal_hold_documents (hold_id);

    -- The active holds that cover a document where it was: its own, its employee's, its organisation's or one above.
    create function legal_holds_covering(p_customer uuid, p_document uuid, p_employee uuid, p_org uuid)
    returns table (hold_id uuid) language sql stable as $$
      select h.id from legal_holds h
      where h.released_at is null and h.customer_id = p_customer and (
        (h.scope = 'DOCUMENT' and h.target_id = p_document)
        or (h.scope = 'EMPLOYEE' and h.target_id = p_employee)
        or (h.scope = 'ORGANIZATION' and h.target_id in (select unnest(o.org_path) from organizations o where o.id = p_org)))
    $$;

    create function document_keeps_holds() returns trigger language plpgsql as $$
    begin
      insert into legal_hold_documents (document_id, hold_id)
      select old.id, c.hold_id from legal_holds_covering(old.customer_id, old.id, old.employee_id, old.org_id) c
      on conflict do nothing;
      return null;
    end $$;
    create trigger document_keeps_holds after update of employee_id, org_id on documents
      for each row when (old.employee_id is distinct from new.employee_id or old.org_id is distinct from new.org_id)
      execute function document_keeps_holds();

    -- An organisation moved in the tree: its documents keep the holds of the organisations it leaves.
    create function organization_documents_keep_holds() returns trigger language plpgsql as $$
    begin
      insert into legal_hold_documents (document_id, hold_id)
      select d.id, h.id
      from legal_holds h join documents d on d.org_id = new.id
      where h.released_at is null and h.scope = 'ORGANIZATION'
        and h.target_id = any (old.org_path) and not h.target_id = any (new.org_path)
      on conflict do nothing;
      return null;
    end $$;
    create trigger organization_documents_keep_holds after update of org_path on organizations
      for each row when (old.org_path is distinct from new.org_path)
      execute function organization_documents_keep_holds();
  `.execute(db);
};
