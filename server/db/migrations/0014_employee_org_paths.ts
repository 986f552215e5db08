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

    -- Set-based, for many employees at once: one aggregate over their links, not a query each.
    create function refresh_employee_org_paths(employee_ids uuid[]) returns void language sql as $$
      update employees e set org_paths = coalesce(p.paths, '{}')
      from unnest(employee_ids) as changed (id)
      left join (
        -- A join, not "= any(employee_ids)": an array of 100,000 ids would be scanned per link.
        select eo.employee_id, array_agg(distinct ancestor) as paths
        from unnest(employee_ids) as wanted (id)
        join employee_organizations eo on eo.employee_id = wanted.id
        join organizations o on o.id = eo.org_id
        cross join unnest(o.org_path) as ancestor
        group by eo.employee_id
      ) p on p.employee_id = changed.id
      where e.id = changed.id
        -- Compared as sets: a writer that already set them (a DSN import) costs no second write.
        and not (e.org_paths @> coalesce(p.paths, '{}') and e.org_paths <@ coalesce(p.paths, '{}'))
    $$;

    -- Statement-level, over the changed rows: a DSN import linking thousands of employees pays
    -- one update, not one per row.
    create function employee_links_changed() returns trigger language plpgsql as $$
    declare
      changed uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct employee_id) into changed from changed_new;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct employee_id) into changed from changed_old;
      else
        select array_agg(distinct employee_id) into changed
        from (select employee_id from changed_new union select employee_id from changed_old) both_sides;
      end if;
      if changed is not null then
        perform refresh_employee_org_paths(changed);
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
    declare
      changed uuid[];
    begin
      select array_agg(distinct eo.employee_id) into changed
      from moved_new m
      join moved_old o on o.id = m.id and m.org_path is distinct from o.org_path
      join employee_organizations eo on eo.org_id = m.id;
      if changed is not null then
        perform refresh_employee_org_paths(changed);
      end if;
      return null;
    end $$;
    create trigger organization_paths_changed after update on organizations
      referencing new table as moved_new old table as moved_old
      for each statement execute function organization_paths_changed();

    update employees e set org_paths = p.paths
    from (
      select eo.employee_id, array_agg(distinct ancestor) as paths
      from employee_organizations eo
      join organizations o on o.id = eo.org_id
      cross join unnest(o.org_path) as ancestor
      group by eo.employee_id
    ) p
    where e.id = p.employee_id;
    create index employees_org_paths_idx on employees using gin (org_paths);
  `.execute(db);
};
