import type { FastifyError, FastifyInstance } from 'fastify';
import { NoResultError } from 'kysely';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, TErrorBody } from '../../common/errors';

/** An error the caller is meant to see: status, stable code, optional field errors and headers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const unauthenticated = (message = 'Authentication required') => new AppError(401, 'UNAUTHENTICATED', message);

/** The one error shape, for an answer built outside the error handler. */
export const errorBody = (code: ErrorCode, message: string, fields?: Record<string, string>): TErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Fastify's own error codes that are the caller's fault, mapped to ours. */
const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_ERROR', 'Invalid content length'],
};

// Socket-level failures of a connection to the database (or any other server the request needs).
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server going away or not there yet: 57P01 admin_shutdown (a restart, or
// pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in
// recovery), 53300 too_many_connections, and class 08, connection exceptions.
const UNAVAILABLE_SQLSTATES = /^(57P0[123]|53300|08...)$/;
// What node-postgres says when a connection ends under a query or cannot be had in time.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * Whether the error is the database (or another server the request needs) being away, for
 * a moment (restart, failover) or longer: the request may be tried again, nothing is wrong with it.
 */
export const isServiceUnavailable = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return isServiceUnavailable(error.cause, depth + 1);
};

/**
 * A write that met another request's change: the row it reads back was deleted meanwhile (404, as
 * if the delete had come first), or a row it refers to was (23503 foreign_key_violation: 409).
 */
export const concurrentChange = (error: unknown): AppError | undefined => {
  if (error instanceof NoResultError) return notFound();
  if ((error as { code?: unknown }).code === '23503') {
    return new AppError(409, 'CONFLICT', 'Something this request refers to was removed meanwhile');
  }
  return undefined;
};

/** One JSON error shape for every failure; only a real fault is a 500, and it is logged. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        // Our own rules (password rule, confirmation) name themselves in the message.
        fields[path] ??= (issue.keyword === 'custom' && issue.message) || issue.keyword;
      }
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', `Invalid ${error.validationContext ?? 'request'}`, fields));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1], known[2]));
    if (error.statusCode === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', error.message));
    const raced = concurrentChange(error);
    if (raced) {
      request.log.warn({ err: error }, 'concurrent change');
      return reply.status(raced.statusCode).send(errorBody(raced.code, raced.message));
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'service unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; try again in a moment'));
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response does not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Internal error'));
  });
};

export const noRouteBody = (method: string, url: string): TErrorBody =>
  errorBody('NOT_FOUND', `No route ${method} ${redactUrl(url)}`);

const SECRET_QUERY_KEYS = /([?&](?:authorization|refreshToken|password|token)=)[^&]*/gi;

/** Front-end routes and queries that carry credentials must never reach a log or an error body. */
export const redactUrl = (url: string): string =>
  url.replace(/^\/guest\/.*/, '/guest/[redacted]').replace(SECRET_QUERY_KEYS, '$1[redacted]');
