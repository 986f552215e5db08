import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { collectors } from '../../../common/api/collectors';
import type { CallInput } from '../../../common/api/call';
import { SUBSCRIPTION_SORT_FIELDS, type TSubscription } from '../../../common/schemas/collectors';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch, searchBody } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { toCreate, toUpdate, type SubscriptionForm } from './subscriptionForm';

/** A subscription's run log is the list filtered by `runsOf`: `POST collectorSubscription/{id}/runs`. */
export const RUNS_OF = 'runsOf';
/** A subscription's ledger is the list filtered by `itemsOf`: `POST collectorSubscription/{id}/items`. */
export const ITEMS_OF = 'itemsOf';

const SUBSCRIPTION_FILTER_KEYS = ['state', 'orgId', 'collectorId'] as const;

type SubscriptionsQuery = NonNullable<CallInput<typeof collectors.subscriptions>['query']>;

/**
 * `GET collectorSubscriptions` takes query values, not the paged searches' body: the same
 * mapping of react-admin's paging, sort and filters (`searchBody`), laid flat.
 */
export const subscriptionsQuery = (
  params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>,
): SubscriptionsQuery => {
  const { search, limit, page, sort, filters } = searchBody(params, {
    sortFields: SUBSCRIPTION_SORT_FIELDS,
    filterKeys: SUBSCRIPTION_FILTER_KEYS,
  }) as { search: string; limit: number; page: number; sort?: { field: string; order: string }; filters: object };
  return {
    search,
    limit,
    page,
    ...(sort && { sort: sort.field, order: sort.order }),
    ...filters,
  } as SubscriptionsQuery;
};

export const collectorCalls = (call: ApiCall): ResourceCalls => {
  const subscriptions = async (params: GetListParams): Promise<GetListResult<TSubscription>> => {
    const { json } = await call(collectors.subscriptions, { query: subscriptionsQuery(params) });
    return { data: json.csList, total: json.count };
  };
  const runsOf = (id: string) =>
    pagedSearch(call, collectors.runs, {
      itemsKey: 'runs',
      sortFields: ['startedAt'],
      filterKeys: ['status'],
      params: { id },
    });
  const itemsOf = (id: string) =>
    pagedSearch(call, collectors.items, {
      itemsKey: 'items',
      sortFields: ['at'],
      filterKeys: ['status', 'runId'],
      params: { id },
    });
  const getOne = async (id: string) => (await call(collectors.subscription, { params: { id } })).json.data;
  return {
    getList: (resource, params) => {
      const { [RUNS_OF]: runs, [ITEMS_OF]: items, ...filter } = params.filter ?? {};
      if (runs) return runsOf(String(runs))(resource, { ...params, filter });
      if (items) return itemsOf(String(items))(resource, { ...params, filter });
      return subscriptions(params);
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({
      data: (await call(collectors.add, { body: toCreate(data as SubscriptionForm) })).json.data,
    }),
    update: async (_resource, { id, data }) => ({
      data: (await call(collectors.update, { params: { id: String(id) }, body: toUpdate(data as SubscriptionForm) }))
        .json.data,
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(collectors.delete, { params: { id: String(id) } });
      return { data: previousData ?? { id } };
    },
  };
};

/** The collector calls beyond react-admin's methods, as custom data provider methods. */
export const collectorExtraCalls = (call: ApiCall) => ({
  /** `GET collectors`: the catalogue, each kind with the caller's subscriptions to it. */
  collectorCatalogue: async () => (await call(collectors.catalogue)).json.collectors,
  /** `POST collectors/{id}/newRequest`: the subscription collected now (409 when disabled or without an account). */
  collectNow: async (subscriptionId: string) =>
    (await call(collectors.newRequest, { params: { id: subscriptionId } })).json.data,
});

/** The data provider as the collector screens (and the home page's count) see it. */
export type CollectorsDataProvider = DataProvider & ReturnType<typeof collectorExtraCalls>;
