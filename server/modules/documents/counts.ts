import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { TDocSearch } from '../../../common/schemas/documents';
import type { DB } from '../../db/schema';
import { inOrganization, matchingDocuments, type DocFilters, type Viewer } from './queries';

/**
 * Counting what a list, the home page and the folders menu show without reading every matching
 * document: from the counters of migration 0033 when the caller's rules and the filters are on
 * counted dimensions (organisation, type, year, employee), exact; otherwise by reading matches up
 * to a cap, past which the count is "more than" (`capped`).
 */

/** The fewest matches a capped count reads before it says "more than". */
export const COUNT_CAP = 10_000;

export type MatchCount = { count: number; capped: boolean };

/** The filters the counters answer; `read` is answered beside them, from the caller's own reads. */
const COUNTED_FILTERS = new Set<string>(['docType', 'orgId', 'employeeId', 'noEmployee', 'year']);

export type CounterKey = 'org_id' | 'employee_id' | 'doc_type' | 'year';

/** The counters' rows the caller sees and the filters keep, or null when the counters cannot say. */
const countersOf = (caller: Viewer, filters: DocFilters, { byEmployee = false } = {}) => {
  const { reader } = caller;
  if (reader.kind !== 'STAFF' || !reader.counted) return null;
  if (Object.entries(filters).some(([name, value]) => value !== undefined && !COUNTED_FILTERS.has(name))) return null;
  const { docType, orgId, employeeId, noEmployee, year } = filters;
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`c.customer_id = ${reader.customerId}`,
    reader.counted.condition('c'),
  ];
  if (docType) conditions.push(sql<SqlBool>`c.doc_type = ${docType}`);
  if (orgId) conditions.push(inOrganization(caller, orgId, sql.ref('c.org_id')));
  if (employeeId) conditions.push(sql<SqlBool>`c.employee_id = ${employeeId}`);
  if (noEmployee === true) conditions.push(sql<SqlBool>`c.employee_id is null`);
  if (noEmployee === false) conditions.push(sql<SqlBool>`c.employee_id is not null`);
  if (year !== undefined) conditions.push(sql<SqlBool>`c.year = ${year}`);
  const perEmployee = byEmployee || reader.counted.byEmployee || employeeId !== undefined || noEmployee !== undefined;
  // The per-employee counters hold the same keys split by employee: many more rows to sum.
  const table = perEmployee ? ('document_employee_counts' as const) : ('document_counts' as const);
  return { table, where: sql.join(conditions, sql` and `) };
};

/**
 * The query of the counts per group of keys (`count`; one group of all when no key), from the
 * counters; null when they cannot answer. A key's deltas not merged yet are summed here; a group
 * whose documents all went is left out.
 */
export const countedGroupsQuery = <K extends CounterKey>(caller: Viewer, filters: DocFilters, keys: K[]) => {
  const counters = countersOf(caller, filters, { byEmployee: keys.includes('employee_id' as K) });
  if (!counters) return null;
  const columns = keys.map((key) => sql.ref(`c.${key}`));
  const grouped = columns.length ? sql`group by ${sql.join(columns)}` : sql``;
  return sql<Record<K, string | number | null> & { count: string }>`
    select ${sql.join([...columns, sql`sum(c.n) as count`])}
    from ${sql.table(counters.table)} c where ${counters.where} ${grouped}
    having sum(c.n) > 0`;
};

/** The same, read. */
export const countedGroups = async <K extends CounterKey>(
  db: Kysely<DB>,
  caller: Viewer,
  filters: DocFilters,
  keys: K[],
) => {
  const query = countedGroupsQuery(caller, filters, keys);
  if (!query) return null;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
};

/** The matches among the caller's own reads: few, so counted from them (one probe of each document). */
const readMatches = async (db: Kysely<DB>, caller: Viewer, filters: DocFilters) => {
  const row = await matchingDocuments(db, caller, { search: '', filters })
    .innerJoin('document_reads as r', (join) =>
      join.onRef('r.document_id', '=', 'documents.id').on('r.user_id', '=', caller.reader.userId),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Reads the matches up to the cap (or up to the page asked, if further): exact below it, "more than" past it. */
export const cappedCount = async <TB extends keyof DB>(
  db: Kysely<DB>,
  matching: SelectQueryBuilder<DB, TB, object>,
  { page, limit }: Pick<TDocSearch, 'page' | 'limit'>,
): Promise<MatchCount> => {
  const cap = Math.max(COUNT_CAP, page * limit);
  const row = await db
    .selectFrom(
      matching
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('m'),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
};

/** The count of a search's matches: from the counters when they can say, else `readCapped` (a capped count, as the page reads them). */
export const countMatches = async (
  db: Kysely<DB>,
  caller: Viewer,
  search: Pick<TDocSearch, 'search' | 'filters' | 'ids'>,
  readCapped: () => Promise<MatchCount>,
): Promise<MatchCount> => {
  const { read, ...filters } = search.filters;
  const counted = search.ids === undefined && !search.search.trim() ? countedGroupsQuery(caller, filters, []) : null;
  if (!counted) return readCapped();
  // The sum and the caller's reads side by side: neither needs the other.
  const [{ rows }, opened] = await Promise.all([
    counted.execute(db),
    read === undefined ? 0 : readMatches(db, caller, filters),
  ]);
  const total = Number(rows[0]?.count ?? 0);
  if (read === undefined) return { count: total, capped: false };
  return { count: read ? opened : total - opened, capped: false };
};
