import type { FastifyServerOptions } from 'fastify';
import { pino, stdSerializers, type LoggerOptions } from 'pino';
import { censorSecrets } from '../operations/censorSecrets';
import { redactUrl } from './errors';

/** pino options: no token, password or credential-bearing URL is ever written. */
export const pinoOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers["refresh-token"]',
      'req.headers.cookie',
      'req.headers["cpro-account"]',
      'res.headers["set-authorization"]',
      'res.headers["set-refresh-token"]',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
  // Whatever object a line carries (a body, options, a job's data): its secrets, at any depth.
  formatters: { log: (object) => censorSecrets(object) as Record<string, unknown> },
  serializers: {
    // An error's own fields (a driver's options, a response body) are walked like any object.
    err: (error: Error) => censorSecrets({ ...stdSerializers.err(error) }),
    req: (request) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});

/** The HTTP server's logger options, to `stream` when given (tests read it) or standard output. */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] => ({
  ...pinoOptions(level),
  stream,
});

/** A logger beside the HTTP server's (the job runner's), with the same redactions. */
export const createLogger = (level: string, stream?: NodeJS.WritableStream) =>
  stream ? pino(pinoOptions(level), stream) : pino(pinoOptions(level));
