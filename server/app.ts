import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerContentSecurityPolicy } from './http/contentSecurityPolicy';
import { registerErrorHandling } from './http/errors';
import { registerFrontEnd } from './http/frontEnd';
import { registerInputGuards } from './http/inputGuards';
import { loggerOptions } from './http/logger';
import { BASES } from '../common/api/bases';
import { MODULES } from './modules';
import { stylesheetOf } from './modules/organizations/service';
import type { TrustedProxies } from './net/trustedProxies';
import { registerMetrics } from './operations/metrics';
import { registerOverloadGuard } from './operations/overload';
import { REQUEST_ID_HEADER, registerRequestContext, requestIdFrom } from './operations/requestContext';

/**
 * Fastify's trustProxy. Fastify 5 trusts no one for a bare number (a count cannot tell the proxy from
 * a client that reached the process directly), so a count of proxies is the hop test proxy-addr
 * applies to a number: the socket's peer and the next `hops - 1` entries of X-Forwarded-For from
 * the right are proxies, the entry left of them is the client.
 */
const trustProxyOption = (trusted: TrustedProxies) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

/** The whole HTTP application, without listening: main.ts listens, tests call it over real HTTP. */
export const buildApp = async (
  ctx: AppContext,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // The caller's X-Request-Id when sane, else a new one: on every log line of the call and its jobs.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestContext(app);
  registerMetrics(app, ctx);
  await registerOverloadGuard(app, ctx.config.operations.overloadEventLoopMs);
  registerInputGuards(app);

  // The Content-Security-Policy is ours (registerContentSecurityPolicy): it depends on the configuration.
  // The portal may be served over plain HTTP on a LAN; TLS and HSTS belong to the proxy in front.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, hsts: false });
  registerContentSecurityPolicy(app, async (request) => {
    const orgId = ctx.stylesheetPass.orgOf(request);
    return orgId ? stylesheetOf(ctx.database.db, orgId) : null;
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Liasse API', version: '0.1.0', license: { name: 'AGPL-3.0-or-later' } },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  for (const { routes, base } of MODULES) {
    await app.register(routes(ctx), base ? { prefix: BASES[base] } : {});
  }
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerFrontEnd(app, ctx.config.frontEndDir);
  return app;
};
