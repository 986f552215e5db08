import { ZErrorBody } from '../errors';
import {
  ZCampaignCreate,
  ZCampaignData,
  ZCampaignPage,
  ZCampaignPeriodData,
  ZCampaignSearch,
  ZCampaignStats,
  ZDispatchedDoc,
  ZDispatchedDocIds,
  ZDispatchedDocPage,
  ZDispatchedDocSearch,
  ZMergedRequest,
} from '../schemas/campaigns';
import { ZId } from '../schemas/ids';
import { dataOf } from '../schemas/paging';
import { declareCall, ERRORS, IDEMPOTENT_ERRORS, fileAnswer, ZNoContent } from './call';

const ZDispatchedDocData = dataOf(ZDispatchedDoc).meta({ id: 'DispatchedDocData' });

/** A user's action on a campaign (spec section 7): the campaign as it stands after it. */
const campaignAction = <M extends 'GET' | 'POST'>(method: M, path: string) =>
  declareCall({
    method,
    base: 'desk',
    path,
    access: { feature: 'CAMPAIGNS_EDIT' },
    params: ZId,
    responses: { 200: ZCampaignData, ...ERRORS },
  });

/** Dispatch campaigns and their dispatched documents (issue 13; spec section 7). */
export const campaigns = {
  /** Multipart: the field `dispatch` (CampaignCreate as JSON) first, then one file part per entry of its `files`. */
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatch',
    access: { feature: 'CAMPAIGNS_EDIT' },
    upload: true,
    idempotent: true,
    responses: { 201: ZCampaignData, 415: ZErrorBody, ...IDEMPOTENT_ERRORS },
  }),
  /** Documents of the safe only (docIds; no files). */
  createManual: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatch/manual',
    access: { feature: 'CAMPAIGNS_EDIT' },
    idempotent: true,
    body: ZCampaignCreate,
    responses: { 201: ZCampaignData, ...IDEMPOTENT_ERRORS },
  }),
  /** Multipart: one PDF file; answers the month its first pages name. Nothing of it is kept. */
  detectPeriod: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatch/period',
    access: { feature: 'CAMPAIGNS_EDIT' },
    upload: true,
    responses: { 200: ZCampaignPeriodData, 415: ZErrorBody, ...ERRORS },
  }),
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatchs',
    access: { feature: 'CAMPAIGNS_LIST' },
    body: ZCampaignSearch,
    responses: { 200: ZCampaignPage, ...ERRORS },
  }),
  /** The home counts, without a `data` envelope. */
  stats: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'dispatchs/stats',
    access: { feature: 'CAMPAIGNS_LIST' },
    responses: { 200: ZCampaignStats, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'dispatch/{id}',
    access: { feature: 'CAMPAIGNS_LIST' },
    params: ZId,
    responses: { 200: ZCampaignData, ...ERRORS },
  }),
  /** A campaign's documents, paged. */
  dispatchedDocs: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatch/{id}/dispatched-docs',
    access: { feature: 'CAMPAIGNS_LIST' },
    params: ZId,
    body: ZDispatchedDocSearch,
    responses: { 200: ZDispatchedDocPage, ...ERRORS },
  }),
  validate: campaignAction('GET', 'dispatch/validate/{id}'),
  send: campaignAction('POST', 'dispatch/send/{id}'),
  retry: campaignAction('POST', 'dispatch/retry/{id}'),
  retryDispatchedDoc: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatched-doc/retry/{id}',
    access: { feature: 'CAMPAIGNS_EDIT' },
    params: ZId,
    responses: { 200: ZDispatchedDocData, ...ERRORS },
  }),
  sendDispatchedDoc: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'dispatched-doc/send/{id}',
    access: { feature: 'CAMPAIGNS_EDIT' },
    params: ZId,
    responses: { 200: ZDispatchedDocData, ...ERRORS },
  }),
  deleteDispatchedDocs: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'dispatched-docs',
    access: { feature: 'CAMPAIGNS_DELETE' },
    body: ZDispatchedDocIds,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  /** One PDF of the campaign's documents in this status. */
  mergedDispatchedDocs: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'dispatch/{id}/dispatched-docs/merged',
    access: { feature: 'CAMPAIGNS_LIST' },
    params: ZId,
    body: ZMergedRequest,
    responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
  }),
  /** A zip of the pages the split attributed to nobody. */
  ignoredPages: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'dispatch/{id}/ignored-pages',
    access: { feature: 'CAMPAIGNS_LIST' },
    params: ZId,
    responses: { 200: fileAnswer('application/zip'), ...ERRORS },
  }),
};
