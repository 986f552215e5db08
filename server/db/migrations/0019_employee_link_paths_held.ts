import { sql, type Kysely } from 'kysely';

/**
 * An added link only adds its organisation's path to the employee's paths. An employee who already
 * holds that path (a DSN import writes its new employees' paths with them; a link to an
 * organisation under one already linked) needs no refresh: the trigger of 0014 no longer
 * aggregates every link of thousands of employees to find that nothing changes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create or replace function employee_links_changed() returns trigger language plpgsql as $$
    declare
      changed uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct n.employee_id) into changed
        from changed_new n
        join organizations o on o.id = n.org_id
        join employees e on e.id = n.employee_id
        where not e.org_paths @> o.org_path;
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
  `.execute(db);
};
