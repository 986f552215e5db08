import { sql, type Kysely } from 'kysely';

/**
 * Who sees an employee depends on the organisations it is linked to. Testing that through
 * employee_organizations for each row cannot be bounded by an index, so a caller who sees part of
 * the tree read far more rows than one who sees it all. Each employee now carries the union of
 * its organisations' paths (every ancestor of every linked organisation), kept by triggers, so
 * "linked under a visible organisation" is one GIN-indexed overlap.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table employees add column org_paths uuid[] not null default '{}';

    create function employee_org_paths_of(employee uuid) returns uuid[] language sql stable as $$
      select coalesce(array_agg(distinct ancestor), '{}')
      from employee_organizations eo
      join organizations o on o.id = eo.org_id
      cross join unnest(o.org_path) as ancestor
      where eo.employee_id = employee
    $$;

    -- Statement-level, over the changed rows: a DSN import linking thousands of employees pays
    -- one update, not one per row.
    create function employee_links_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        update employees e set org_paths = employee_org_paths_of(e.id)
        where e.id in (select employee_id from changed_new);
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update employees e set org_paths = employee_org_paths_of(e.id)
        where e.id in (select employee_id from changed_old);
      end if;
      return null;
    end $$;
    create trigger employee_links_inserted after insert on employee_organizations
      referencing new table as changed_new
      for each statement execute function employee_links_changed();
    create trigger employee_links_updated after update on employee_organizations
      referencing new table as changed_new old table as changed_old
      for each statement execute function employee_links_changed();
    create trigger employee_links_deleted after delete on employee_organizations
      referencing old table as changed_old
      for each statement execute function employee_links_changed();

    -- Moving an organisation rewrites the paths of its subtree: its employees follow.
    create function organization_paths_changed() returns trigger language plpgsql as $$
    begin
      update employees e set org_paths = employee_org_paths_of(e.id)
      where e.id in (
        select eo.employee_id from employee_organizations eo
        join moved_new m on m.id = eo.org_id
        join moved_old o on o.id = m.id
        where m.org_path is distinct from o.org_path
      );
      return null;
    end $$;
    create trigger organization_paths_changed after update on organizations
      referencing new table as moved_new old table as moved_old
      for each statement execute function organization_paths_changed();

    update employees e set org_paths = employee_org_paths_of(e.id);
    create index employees_org_paths_idx on employees using gin (org_paths);
  `.execute(db);
};
