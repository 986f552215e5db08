import { sql, type Kysely } from 'kysely';
import { declareJob } from '../../jobs/declaration';
import type { DB } from '../../db/schema';

export const COMPACT_DOCUMENT_COUNTS = 'documents.compact-counts';

/**
 * Merges, in each counter table, every key's delta rows into one row (a key whose sum is nought
 * goes; a window, not IN, so that the null employee is a key like the others). Deltas inserted
 * meanwhile are not in this statement's snapshot and stay for the next run; two runs at once each
 * merge only the rows they deleted.
 */
const compact = (db: Kysely<DB>, table: 'document_counts' | 'document_employee_counts', key: string[]) => {
  const columns = sql.raw(key.join(', '));
  return sql`
    with merged as (
      select row_id from (
        select ctid as row_id, count(*) over (partition by ${columns}) as rows_of_key from ${sql.table(table)}
      ) k
      where rows_of_key > 1
    ), gone as (
      delete from ${sql.table(table)} where ctid = any(array(select row_id from merged))
      returning ${columns}, n
    )
    insert into ${sql.table(table)} (${columns}, n)
    select ${columns}, sum(n) from gone group by ${columns} having sum(n) <> 0
  `.execute(db);
};

export const compactDocumentCounts = async (db: Kysely<DB>) => {
  await compact(db, 'document_counts', ['customer_id', 'org_id', 'doc_type', 'year']);
  await compact(db, 'document_employee_counts', ['customer_id', 'org_id', 'employee_id', 'doc_type', 'year']);
};

/** Every five minutes: the deltas between two runs are what a count reads beyond one row per key. */
export const compactDocumentCountsJob = declareJob({
  queue: COMPACT_DOCUMENT_COUNTS,
  work: (ctx) => compactDocumentCounts(ctx.database.db),
  schedule: { cron: '*/5 * * * *' },
});
