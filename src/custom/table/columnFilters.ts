import type { TableColumn } from './types';

export type DateRange = { start?: string; end?: string };
export type ColumnFilterValue = string | DateRange;
/** The search row's inputs, by column source. */
export type ColumnFilterDraft = Record<string, ColumnFilterValue>;

type FilterValues = Record<string, unknown>;

const isEmpty = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
};

const searchable = (columns: readonly TableColumn<never>[]) => columns.filter((column) => column.search);

/** The list filter a column's search sets: its source, unless the search names another key. */
export const filterKeyOf = (column: TableColumn<never>) =>
  column.search?.type === 'reference' ? column.search.filterKey : column.source;

/** The search row's starting values: the list's applied column filters. */
export const draftOf = (columns: readonly TableColumn<never>[], filterValues: FilterValues): ColumnFilterDraft =>
  Object.fromEntries(
    searchable(columns).map((column): [string, ColumnFilterValue] => {
      const value = filterValues[filterKeyOf(column)];
      if (column.search?.type === 'dateRange') {
        const range = (typeof value === 'object' && value !== null ? value : {}) as DateRange;
        return [column.source, { start: range.start ?? '', end: range.end ?? '' }];
      }
      return [column.source, typeof value === 'string' ? value : ''];
    }),
  );

/**
 * The list's filters once the search row is applied: every column filter from the draft, empty
 * ones (and empty ends of a date range) dropped; the other filters, the quick search `q` first of
 * all, kept as they are.
 */
export const applyDraft = (
  columns: readonly TableColumn<never>[],
  filterValues: FilterValues,
  draft: ColumnFilterDraft,
): FilterValues => {
  const columnFilters = searchable(columns).map((column) => ({ source: column.source, key: filterKeyOf(column) }));
  const keys = new Set(columnFilters.map(({ key }) => key));
  const kept = Object.entries(filterValues).filter(([key]) => !keys.has(key));
  const applied = columnFilters.flatMap(({ source, key }) => {
    const value = draft[source];
    if (isEmpty(value)) return [];
    if (typeof value === 'string') return [[key, value.trim()]];
    const range = Object.fromEntries(Object.entries(value).filter(([, end]) => !isEmpty(end)));
    return [[key, range]];
  });
  return Object.fromEntries([...kept, ...applied]);
};
