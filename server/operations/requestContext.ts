import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What follows a call wherever its work goes: into the jobs it queues, and the jobs they queue. */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id of the call (or of the job) whose work is running here, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `work` as part of the call (or job) `requestId`. */
export const withRequestId = <T>(requestId: string | undefined, work: () => T): T =>
  requestId ? storage.run({ requestId }, work) : work();

// A proxy's or a client's id is kept only when it cannot forge a log line or flood one.
const SANE_REQUEST_ID = /^[\w.:@+=/-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a new one. */
export const requestIdFrom = (header: string | string[] | undefined): string =>
  typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Echoes the call's id (Fastify's request.id, from genReqId) in the response, and runs its handler
 * within it: the handler, not the onRequest hook, since a body read between the two runs in the
 * socket's context, not the hook's.
 */
export const registerRequestContext = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => storage.run({ requestId: request.id }, done));
};
