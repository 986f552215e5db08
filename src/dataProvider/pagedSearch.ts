import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Base } from '../../common/schemas/frontConf';
import type { HttpClient } from './httpClient';

/**
 * react-admin's getList onto the spec's paged POST searches: `{search, limit, page}` in,
 * `{<items>, count}` out. The list's quick filter `q` is the search text.
 */
export const pagedSearch =
  <T extends RaRecord>(
    http: HttpClient,
    base: Base,
    path: string,
    itemsKey: string,
    toRecord: (item: never) => T = (item) => item,
  ) =>
  async (_resource: string, { pagination, filter }: GetListParams): Promise<GetListResult<T>> => {
    const { page = 1, perPage = 20 } = pagination ?? {};
    const { json } = await http<Record<string, unknown> & { count: number }>({
      base,
      path,
      method: 'POST',
      body: { search: filter?.q ?? '', limit: perPage, page },
    });
    return { data: (json[itemsKey] as never[]).map(toRecord), total: json.count };
  };

/** getMany through getOne, for the few records a form or a field refers to. */
export const manyByOne =
  <T extends RaRecord>(getOne: (id: string) => Promise<T>) =>
  async (_resource: string, { ids }: { ids: RaRecord['id'][] }) => ({
    data: await Promise.all(ids.map((id) => getOne(String(id)))),
  });
