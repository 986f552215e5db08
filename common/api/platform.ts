import { ZErrorBody } from '../errors';
import { ZFrontConf } from '../schemas/frontConf';
import { ZHealth } from '../schemas/health';
import { ZI18nOverride, ZI18nOverrideParams } from '../schemas/i18n';
import { declareCall } from './call';

/** The process's own probes, for a load balancer or an orchestrator. */
export const health = {
  live: declareCall({ method: 'GET', base: 'root', path: 'health', access: 'public', responses: { 200: ZHealth } }),
  /** 503 while the database, the job queue or the blob store does not answer. */
  ready: declareCall({
    method: 'GET',
    base: 'root',
    path: 'ready',
    access: 'public',
    responses: { 200: ZHealth, 503: ZHealth },
  }),
};

/** What the front end reads before anything else: its configuration and a customer's messages. */
export const startFiles = {
  frontConf: declareCall({
    method: 'GET',
    base: 'static',
    path: 'front_conf.json',
    access: 'public',
    responses: { 200: ZFrontConf },
  }),
  /** No overrides is an empty set of them, so the front end can always fetch this. */
  i18nOverride: declareCall({
    method: 'GET',
    base: 'static',
    path: 'i18n/{id}/{locale}.json',
    access: 'public',
    params: ZI18nOverrideParams,
    responses: { 200: ZI18nOverride, 400: ZErrorBody },
  }),
};
