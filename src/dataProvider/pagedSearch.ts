import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { CallAnswer, CallDeclaration } from '../../common/api/call';
import type { ApiCall } from './call';

/** A paged search's declaration: a POST whose answer is `{<items>: [...], count}`. */
type SearchDeclaration = CallDeclaration & { method: 'POST' };

/** One of the spec's paged POST searches, as a resource's getList calls it. */
export type PagedSearchEndpoint<D extends SearchDeclaration, T extends RaRecord> = {
  /** The answer's list: `{<itemsKey>: [...], count}`. */
  itemsKey: keyof CallAnswer<D> & string;
  /** The record the screens use, from an item of the answer (the item itself by default). */
  toRecord?: (item: never) => T;
  /** Fields the endpoint sorts on: react-admin's sort goes as `sort: {field, order}` when it is one of them. */
  sortFields?: readonly string[];
  /** Filters the endpoint takes: those of the list's filter values go as `filters`. */
  filterKeys?: readonly string[];
  /** Of those, the yes/no ones: a select column holds 'true' or 'false', the endpoint takes a boolean. */
  booleanFilterKeys?: readonly string[];
};

const filterValue = (key: string, value: unknown, booleanKeys: readonly string[] = []) =>
  booleanKeys.includes(key) && (value === 'true' || value === 'false') ? value === 'true' : value;

/**
 * The request body. Sort and filters go only to an endpoint that names them, and only those it
 * knows (a reference input asks for react-admin's default sort on `id`, which no endpoint sorts on).
 */
export const searchBody = (
  { pagination, filter, sort }: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>,
  {
    sortFields,
    filterKeys,
    booleanFilterKeys,
  }: Pick<PagedSearchEndpoint<SearchDeclaration, RaRecord>, 'sortFields' | 'filterKeys' | 'booleanFilterKeys'>,
) => {
  const { page = 1, perPage = 20 } = pagination ?? {};
  const values: Record<string, unknown> = filter ?? {};
  const body: Record<string, unknown> = { search: values.q ?? '', limit: perPage, page };
  if (sort && sortFields?.includes(sort.field)) body.sort = { field: sort.field, order: sort.order };
  if (filterKeys) {
    body.filters = Object.fromEntries(
      Object.entries(values)
        .filter(([key, value]) => filterKeys.includes(key) && value !== undefined)
        .map(([key, value]) => [key, filterValue(key, value, booleanFilterKeys)]),
    );
  }
  return body;
};

/**
 * The one client pager: react-admin's getList onto the spec's paged POST searches,
 * `{search, limit, page}` in (plus `sort` and `filters` where the endpoint takes them),
 * `{<items>, count}` out. The list's quick filter `q` is the search text. Every resource's
 * getList goes through here; none pages by itself.
 */
export const pagedSearch =
  <D extends SearchDeclaration, T extends RaRecord>(
    call: ApiCall,
    declaration: D,
    endpoint: PagedSearchEndpoint<D, T> & { params?: Record<string, string> },
  ) =>
  async (_resource: string, params: GetListParams): Promise<GetListResult<T>> => {
    const { itemsKey, toRecord = (item: never) => item as T, params: pathParams } = endpoint;
    // The body is the one every paged search takes (common/schemas/paging.ts), built from react-admin's params.
    const input = { params: pathParams, body: searchBody(params, endpoint) } as never;
    const { json } = await call(declaration as SearchDeclaration, input);
    const answer = json as unknown as Record<string, unknown> & { count: number; countCapped?: boolean };
    // A count not read to the end says "more than" (TablePagination).
    const meta = answer.countCapped === true ? { countCapped: true } : undefined;
    return { data: (answer[itemsKey] as never[]).map(toRecord), total: answer.count, ...(meta ? { meta } : {}) };
  };

/** getMany through getOne, for the few records a form or a field refers to. */
export const manyByOne =
  <T extends RaRecord>(getOne: (id: string) => Promise<T>) =>
  async (_resource: string, { ids }: { ids: RaRecord['id'][] }) => ({
    data: await Promise.all(ids.map((id) => getOne(String(id)))),
  });
