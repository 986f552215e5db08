import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from './errors';

/** pino options: no token, password or credential-bearing URL is ever written. */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] => ({
  level,
  stream,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers["refresh-token"]',
      'req.headers.cookie',
      'res.headers["set-authorization"]',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
      // The NIR is personal data: never in a log, even inside an object someone logs.
      '*.socialSecurityNumber',
      '*.*.socialSecurityNumber',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});
