import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { SortOrder } from '../../common/schemas/paging';
import type { DB } from './schema';

/** `search` matched anywhere in a text, case-insensitively; LIKE's wildcards are taken literally. */
export const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How each sortable field of a list orders in SQL. */
export type SortMap<Field extends string> = Record<Field, Expression<unknown>>;

/** A column of one of the tables of a query, as `table.column`. */
type ColumnOf<TB extends keyof DB> = TB extends keyof DB ? `${TB}.${keyof DB[TB] & string}` : never;

/** `query` in the asked order, then by id in the same direction: pages never overlap nor skip a row. */
export const inSortOrder = <TB extends keyof DB & string, R extends object, Field extends string>(
  query: SelectQueryBuilder<DB, TB, R>,
  { sortMap, idColumn }: { sortMap: SortMap<Field>; idColumn: ColumnOf<TB> },
  sort: { field: Field; order: SortOrder },
) => {
  const direction = sort.order === 'DESC' ? sql`desc` : sql`asc`;
  return query.orderBy(sql`${sortMap[sort.field]} ${direction}`).orderBy(sql`${sql.ref(idColumn)} ${direction}`);
};

/**
 * One page of a paged search and the count of all its matches, read together. Rows come in the
 * asked order, then by id in the same direction, so that pages never overlap nor skip a row.
 *
 * `deferred`: the page's ids are found first from the matching rows alone, then only those rows
 * are read. Where an index covers the order and the filters, the rows a deep page skips are then
 * never read from the table (an index-only scan), which is what keeps a deep page of a caller
 * who sees part of the tree near one who sees it all. The sort must not name a column that
 * `selectRows` joins.
 */
export const pageOfRows = async <TB extends keyof DB & string, O extends object, Field extends string>(
  matching: SelectQueryBuilder<DB, TB, object>,
  selectRows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  {
    sortMap,
    idColumn,
    deferred = false,
    knownCount,
  }: {
    sortMap: SortMap<Field>;
    /** The tie-break, unique among the matching rows: the table's id, `users.id`. */ idColumn: ColumnOf<TB>;
    deferred?: boolean;
    /** The count of all the matches when something cheaper than counting them says it (read beside the rows). */
    knownCount?: number | Promise<number>;
  },
  { sort, page, limit }: { sort: { field: Field; order: SortOrder }; page: number; limit: number },
): Promise<{ rows: O[]; count: number }> => {
  const inOrder = <R extends object>(query: SelectQueryBuilder<DB, TB, R>) =>
    inSortOrder(query, { sortMap, idColumn }, sort);
  const offset = (page - 1) * limit;
  const pageIds = inOrder(matching.select(sql.ref(idColumn).as('id')))
    .limit(limit)
    .offset(offset);
  const rows = deferred
    ? inOrder(selectRows(matching.where(sql<boolean>`${sql.ref(idColumn)} in (${pageIds})`)))
    : inOrder(selectRows(matching)).limit(limit).offset(offset);
  const [found, count] = await Promise.all([
    rows.execute(),
    knownCount ??
      matching
        .select(sql<number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow()
        .then((total) => Number(total.count)),
  ]);
  return { rows: found, count };
};

/** The start of a day and the start of the day after it, for an inclusive day range on a timestamp. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => {
  const next = dayStart(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};
