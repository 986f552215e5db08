import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { ZPagedSearch, ZUserGroupInput } from '../../../common/schemas/rights';
import { ZIdParams } from '../../../common/schemas/ids';
import { accessOf, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { deleteGroup, getGroup, saveGroup, searchGroups } from './service';

const ZMember = z.object({ id: z.string(), login: z.string(), firstName: z.string(), name: z.string() });
const ZGroup = z.object({ id: z.string(), name: z.string(), users: z.array(ZMember) }).meta({ id: 'UserGroup' });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Mounted on the user-directory base: user groups, for the Manage rights feature. */
export const groupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const product = ctx.config.productCode;
    app.addHook('onRequest', authenticate(ctx));
    app.addHook('preValidation', requireFeature(ctx, 'RIGHTS_MANAGE'));
    const tags = ['rights'];

    app.post(
      `/${product}-user-groups`,
      {
        schema: {
          tags,
          body: ZPagedSearch,
          response: { 200: z.object({ groups: z.array(ZGroup), count: z.number() }), ...errors },
        },
      },
      async (request) => searchGroups(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      `/${product}-user-group/:id`,
      { schema: { tags, params: ZIdParams, response: { 200: z.object({ data: ZGroup }), ...errors } } },
      async (request) => ({ data: await getGroup(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      `/${product}-user-group`,
      { schema: { tags, body: ZUserGroupInput, response: { 201: z.object({ data: ZGroup }), ...errors } } },
      async (request, reply) =>
        reply.status(201).send({ data: await saveGroup(ctx, await accessOf(ctx, request), request.body) }),
    );
    app.put(
      `/${product}-user-group/:id`,
      {
        schema: {
          tags,
          params: ZIdParams,
          body: ZUserGroupInput,
          response: { 200: z.object({ data: ZGroup }), ...errors },
        },
      },
      async (request) => ({
        data: await saveGroup(ctx, await accessOf(ctx, request), request.body, request.params.id),
      }),
    );
    app.delete(
      `/${product}-user-group/:id`,
      { schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteGroup(ctx, await accessOf(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
