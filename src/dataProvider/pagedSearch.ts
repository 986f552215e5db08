import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Base } from '../../common/schemas/frontConf';
import type { HttpClient } from './httpClient';

/**
 * What a search endpoint takes beyond `{search, limit, page}`. The rights endpoints take nothing
 * more, so sort and filters are sent only to an endpoint that names them, and only those it knows
 * (a reference input asks for react-admin's default sort on `id`, which no endpoint sorts on).
 */
export type SearchOptions = {
  /** Fields the endpoint sorts on: react-admin's sort goes as `sort: {field, order}` when it is one of them. */
  sortFields?: readonly string[];
  /** Filters the endpoint takes: those of the list's filter values go as `filters`. */
  filterKeys?: readonly string[];
};

const searchBody = ({ pagination, filter, sort }: GetListParams, options: SearchOptions) => {
  const { page = 1, perPage = 20 } = pagination ?? {};
  const values: Record<string, unknown> = filter ?? {};
  const body: Record<string, unknown> = { search: values.q ?? '', limit: perPage, page };
  if (sort && options.sortFields?.includes(sort.field)) body.sort = { field: sort.field, order: sort.order };
  if (options.filterKeys) {
    body.filters = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => options.filterKeys!.includes(key) && value !== undefined),
    );
  }
  return body;
};

/**
 * react-admin's getList onto the spec's paged POST searches: `{search, limit, page}` in (plus
 * `sort` and `filters` where the endpoint takes them), `{<items>, count}` out. The list's quick
 * filter `q` is the search text.
 */
export const pagedSearch =
  <T extends RaRecord>(
    http: HttpClient,
    base: Base,
    path: string,
    itemsKey: string,
    toRecord: (item: never) => T = (item) => item,
    options: SearchOptions = {},
  ) =>
  async (_resource: string, params: GetListParams): Promise<GetListResult<T>> => {
    const { json } = await http<Record<string, unknown> & { count: number }>({
      base,
      path,
      method: 'POST',
      body: searchBody(params, options),
    });
    return { data: (json[itemsKey] as never[]).map(toRecord), total: json.count };
  };

/** getMany through getOne, for the few records a form or a field refers to. */
export const manyByOne =
  <T extends RaRecord>(getOne: (id: string) => Promise<T>) =>
  async (_resource: string, { ids }: { ids: RaRecord['id'][] }) => ({
    data: await Promise.all(ids.map((id) => getOne(String(id)))),
  });
