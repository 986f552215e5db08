import { z } from 'zod';

/** A day as `YYYY-MM-DD` that exists in the calendar (no 2024-13-01, no 0000-00-00), from year 1. */
export const isRealDay = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDay, { message: 'not_a_day', params: { code: 'not_a_day' } });

/** A day range for a date filter, both ends included. */
export const ZDayRange = z.object({ start: ZDay.optional(), end: ZDay.optional() });

/** The one request of every paged list: `{search, limit, page}`; areas extend it with sort and filters. */
export const ZPagedSearch = z
  .object({
    search: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(100).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .meta({ id: 'PagedSearch' });
export type TPagedSearch = z.infer<typeof ZPagedSearch>;

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The paged search of one list: the common fields, a sort among the list's fields (with its
 * default), and the list's own column filters (each optional; none by default).
 */
export const pagedSearchOf = <Field extends string, Filters extends z.ZodRawShape>({
  sortFields,
  defaultSort,
  filters,
}: {
  sortFields: readonly [Field, ...Field[]];
  defaultSort: { field: NoInfer<Field>; order: SortOrder };
  filters: Filters;
}) =>
  ZPagedSearch.extend({
    sort: z.object({ field: z.enum(sortFields), order: z.enum(SORT_ORDERS) }).default(defaultSort),
    filters: z.object(filters).default({} as never),
  });

/** The one shape of a page of results: the items under the list's name, and the count of every match. */
export const pageOf = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), count: z.number().int() } as { [K in Key]: z.ZodArray<Item> } & {
    count: z.ZodNumber;
  });

/** The `{data}` envelope of one item. */
export const dataOf = <Item extends z.ZodType>(item: Item) => z.object({ data: item });
