import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { BASES } from './modules/bases';
import { casRoutes } from './modules/cas/routes';
import { healthRoutes } from './modules/health/routes';
import { groupRoutes } from './modules/groups/routes';
import { orgDirectoryRoutes } from './modules/orgDirectory/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { configuredStylesheets } from './modules/organizations/service';
import { outboxRoutes } from './modules/outbox/routes';
import { ruleRoutes } from './modules/rules/routes';
import { userRoutes } from './modules/users/routes';
import { staticRoutes } from './modules/static/routes';

/** The whole HTTP application, without listening: main.ts listens, tests call it over real HTTP. */
export const buildApp = async (
  ctx: AppContext,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);

  // The Content-Security-Policy is ours (registerContentSecurityPolicy): it depends on the configuration.
  // The portal may be served over plain HTTP on a LAN; TLS and HSTS belong to the proxy in front.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, hsts: false });
  registerContentSecurityPolicy(app, () => configuredStylesheets(ctx.database.db));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Liasse API', version: '0.1.0', license: { name: 'AGPL-3.0-or-later' } },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(healthRoutes(ctx));
  await app.register(staticRoutes(ctx), { prefix: BASES.static });
  await app.register(authRoutes(ctx), { prefix: BASES.userDirectory });
  await app.register(accountRoutes(ctx), { prefix: BASES.userDirectory });
  await app.register(casRoutes(ctx), { prefix: BASES.userDirectory });
  await app.register(outboxRoutes(ctx), { prefix: BASES.desk });
  await app.register(groupRoutes(ctx), { prefix: BASES.userDirectory });
  await app.register(userRoutes(ctx), { prefix: BASES.userDirectory });
  await app.register(ruleRoutes(ctx), { prefix: BASES.desk });
  await app.register(organizationRoutes(ctx), { prefix: BASES.desk });
  await app.register(orgDirectoryRoutes(ctx), { prefix: BASES.orgDirectory });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerFrontEnd(app, ctx.config.frontEndDir);
  return app;
};
