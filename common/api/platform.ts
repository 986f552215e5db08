import { ZErrorBody } from '../errors';
import { ZFrontConf } from '../schemas/frontConf';
import { ZHealth } from '../schemas/health';
import { ZI18nOverride, ZI18nOverrideParams } from '../schemas/i18n';
import { declareCall } from './call';

const liveness = { method: 'GET', base: 'root', access: 'public', responses: { 200: ZHealth } } as const;
/** 503 while the database, the blob store or the job queue does not answer, a migration is not applied, or the process is overloaded. */
const readiness = { method: 'GET', base: 'root', access: 'public', responses: { 200: ZHealth, 503: ZHealth } } as const;

/**
 * The process's own probes, for a load balancer or an orchestrator (docs/operations.md):
 * /health/live and /health/ready, and their short names /health and /ready.
 */
export const health = {
  live: declareCall({ ...liveness, path: 'health/live' }),
  ready: declareCall({ ...readiness, path: 'health/ready' }),
  liveShort: declareCall({ ...liveness, path: 'health' }),
  readyShort: declareCall({ ...readiness, path: 'ready' }),
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
