import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { FEATURES } from '../../../common/features';
import { ZAccessRuleInput, ZDocCriteria, ZPagedSearch } from '../../../common/schemas/rights';
import { ZIdParams } from '../../../common/schemas/ids';
import { accessOf, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { deleteRule, getRule, saveRule, searchRules } from './service';

const ZAccessRule = z
  .object({
    id: z.string(),
    name: z.string(),
    orgId: z.string(),
    features: z.array(z.enum(FEATURES)),
    docCriterias: z.array(ZDocCriteria),
    employeeIds: z.array(z.string()),
    thirdPartyIds: z.array(z.string()),
    users: z.array(z.object({ id: z.string(), name: z.string(), firstName: z.string() })),
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'AccessRule' });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Mounted on the desk base: access rules, for the Manage rights feature. */
export const ruleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(ctx));
    app.addHook('preValidation', requireFeature(ctx, 'RIGHTS_MANAGE'));
    const tags = ['rights'];

    app.post(
      '/access-rules',
      {
        schema: {
          tags,
          body: ZPagedSearch,
          response: { 200: z.object({ accessRules: z.array(ZAccessRule), count: z.number() }), ...errors },
        },
      },
      async (request) => searchRules(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      '/access-rule/:id',
      { schema: { tags, params: ZIdParams, response: { 200: z.object({ data: ZAccessRule }), ...errors } } },
      async (request) => ({ data: await getRule(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      '/access-rule',
      { schema: { tags, body: ZAccessRuleInput, response: { 201: z.object({ data: ZAccessRule }), ...errors } } },
      async (request, reply) =>
        reply.status(201).send({ data: await saveRule(ctx, await accessOf(ctx, request), request.body) }),
    );
    app.put(
      '/access-rule/:id',
      {
        schema: {
          tags,
          params: ZIdParams,
          body: ZAccessRuleInput,
          response: { 200: z.object({ data: ZAccessRule }), ...errors },
        },
      },
      async (request) => ({ data: await saveRule(ctx, await accessOf(ctx, request), request.body, request.params.id) }),
    );
    app.delete(
      '/access-rule/:id',
      { schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteRule(ctx, await accessOf(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
