import {
  ZCollectorParams,
  ZCollectorResponse,
  ZCollectorsByCategory,
  ZCollectorsResponse,
  ZCollectRequested,
  ZItemSearch,
  ZItemsResponse,
  ZRunSearch,
  ZRunsResponse,
  ZSubscriptionCreate,
  ZSubscriptionResponse,
  ZSubscriptionsQuery,
  ZSubscriptionsResponse,
  ZSubscriptionUpdate,
} from '../schemas/collectors';
import { ZId } from '../schemas/ids';
import { declareCall, ERRORS, ZNoContent } from './call';

const LIST = { feature: 'COLLECTORS_LIST' } as const;
const EDIT = { feature: 'COLLECTORS_EDIT' } as const;

/**
 * Collectors (spec sections 3 to 8, issue 26): the catalogue of external account kinds, each
 * organisation's subscriptions with their accounts, a collection on request, and the run log and
 * ledger of ours.
 */
export const collectors = {
  catalogue: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'collectors',
    access: LIST,
    responses: { 200: ZCollectorsResponse, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'collectors/{id}',
    access: LIST,
    params: ZCollectorParams,
    responses: { 200: ZCollectorResponse, ...ERRORS },
  }),
  byCategory: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'collectors/byCategory',
    access: LIST,
    body: ZCollectorsByCategory,
    responses: { 200: ZCollectorsResponse, ...ERRORS },
  }),
  /** `{id}` is a subscription's: it is collected now (409 when disabled or without an account). */
  newRequest: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'collectors/{id}/newRequest',
    access: EDIT,
    params: ZId,
    responses: { 202: ZCollectRequested, ...ERRORS },
  }),
  subscriptions: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'collectorSubscriptions',
    access: LIST,
    query: ZSubscriptionsQuery,
    responses: { 200: ZSubscriptionsResponse, ...ERRORS },
  }),
  subscription: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'collectorSubscription/{id}',
    access: LIST,
    params: ZId,
    responses: { 200: ZSubscriptionResponse, ...ERRORS },
  }),
  add: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'collectorSubscription/add',
    access: EDIT,
    body: ZSubscriptionCreate,
    responses: { 201: ZSubscriptionResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'collectorSubscription/{id}',
    access: EDIT,
    params: ZId,
    body: ZSubscriptionUpdate,
    responses: { 200: ZSubscriptionResponse, ...ERRORS },
  }),
  /** 409 (`collector_processing`) while a run holds it. */
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'collectorSubscription/{id}',
    access: { feature: 'COLLECTORS_DELETE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  runs: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'collectorSubscription/{id}/runs',
    access: LIST,
    params: ZId,
    body: ZRunSearch,
    responses: { 200: ZRunsResponse, ...ERRORS },
  }),
  items: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'collectorSubscription/{id}/items',
    access: LIST,
    params: ZId,
    body: ZItemSearch,
    responses: { 200: ZItemsResponse, ...ERRORS },
  }),
};
