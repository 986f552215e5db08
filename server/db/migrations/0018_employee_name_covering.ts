import { sql, type Kysely } from 'kysely';

/**
 * The employees list's default order (name, then id) read from the index alone. A caller who sees
 * one region of the tree skips, on a deep page, ten times more rows than one who sees it all; with
 * the status and the organisation paths in the index, the rows it skips are never read from the
 * table (an index-only scan, see the pager's `deferred`). `last_name` is there because PostgreSQL
 * plans an index-only scan on `lower(last_name)` only when the column itself is in the index.
 * The index keyed on the first name too ordered by last name and id only through an extra sort.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    drop index employees_customer_name_idx;
    create index employees_customer_name_idx on employees (customer_id, lower(last_name), id)
      include (last_name, status, org_paths);
  `.execute(db);
};
