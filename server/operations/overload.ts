import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';

/**
 * The probes answer however loaded the process is: an orchestrator kills a process whose liveness
 * fails, and readiness says "unavailable" in its own shape (its eventLoop check).
 */
const EXEMPT_ROUTES = new Set(['/health', '/health/live', '/ready', '/health/ready', '/metrics']);
/** How often the event loop's delay is measured, and so how soon a process that recovered serves again. */
const SAMPLE_MS = 1000;
const RETRY_AFTER_SECONDS = '2';

/**
 * Sheds calls while the event loop lags: past `maxEventLoopDelayMs` of mean delay over the last
 * second, a call is answered 503 with Retry-After at once, before it adds to the backlog that
 * would stall the process for every call. A second with no measure at all (the loop stalled
 * throughout) counts as over any limit. 0 turns the guard off.
 */
export const registerOverloadGuard = async (app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> => {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_MS,
    // Nothing returned lets the call through; a rejection goes to the error handler (the house body).
    pressureHandler: async (request) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
      request.log.warn('overloaded: call refused');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The service is overloaded; try again in a moment', undefined, {
        'retry-after': RETRY_AFTER_SECONDS,
      });
    },
  });
};
