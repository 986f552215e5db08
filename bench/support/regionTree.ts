import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { randomUUID } from 'node:crypto';

/**
 * A customer root → `regions` regions → `sites` sites spread over them, and a scratch table
 * `bench_sites (n, id)` numbering the sites from 0, for generators to spread rows over.
 * Answers the root's id.
 */
export const insertRegionTree = async (
  conn: Kysely<DB>,
  { regions, sites, rootSiret = null }: { regions: number; sites: number; rootSiret?: string | null },
) => {
  const rootId = randomUUID();
  await sql`insert into organizations (id, customer_id, name, org_path, siret)
    values (${rootId}::uuid, ${rootId}::uuid, 'Root', array[${rootId}::uuid], ${rootSiret})`.execute(conn);
  await sql`insert into organizations (id, customer_id, parent_id, name, org_path)
    select id, ${rootId}::uuid, ${rootId}::uuid, 'Region ' || g, array[${rootId}::uuid, id]
    from (select gen_random_uuid() id, g from generate_series(1, ${regions}::int) g) r`.execute(conn);
  await sql`insert into organizations (id, customer_id, parent_id, name, org_path)
    select s.id, ${rootId}::uuid, r.id, 'Site ' || s.g, r.org_path || s.id
    from (select gen_random_uuid() id, g from generate_series(1, ${sites}::int) g) s
    join (select id, org_path, row_number() over (order by name) - 1 k from organizations where cardinality(org_path) = 2) r
      on r.k = s.g % ${regions}::int`.execute(conn);
  await sql`create table bench_sites as
    select (row_number() over (order by id) - 1)::int n, id from organizations where cardinality(org_path) = 3`.execute(
    conn,
  );
  return rootId;
};
