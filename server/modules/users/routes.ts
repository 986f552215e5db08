import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { ZDeskUserCreate, ZDeskUserUpdate, ZPagedSearch } from '../../../common/schemas/rights';
import { ZIdParams } from '../../../common/schemas/ids';
import { accessOf, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { createUser, deleteUser, getUser, searchUsers, updateUser } from './service';

const ZOrgRef = z.object({ id: z.string(), name: z.string() });
const ZDeskUser = z
  .object({
    id: z.string(),
    login: z.string(),
    firstName: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    customerOrgId: z.string(),
    userOrg: ZOrgRef,
    visuOrgs: z.array(ZOrgRef),
    blocked: z.boolean(),
  })
  .meta({ id: 'DeskUser' });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** Mounted on the user-directory base: the portal's users, as the rights administration sees them. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const product = ctx.config.productCode;
    app.addHook('onRequest', authenticate(ctx));
    const tags = ['rights'];

    app.post(
      `/${product}-users`,
      {
        preValidation: requireFeature(ctx, 'USERS_LIST'),
        schema: {
          tags,
          body: ZPagedSearch,
          response: { 200: z.object({ users: z.array(ZDeskUser), count: z.number() }), ...errors },
        },
      },
      async (request) => searchUsers(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      `/${product}-user/:id`,
      {
        preValidation: requireFeature(ctx, 'USERS_LIST'),
        schema: { tags, params: ZIdParams, response: { 200: z.object({ data: ZDeskUser }), ...errors } },
      },
      async (request) => ({ data: await getUser(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      `/${product}-user`,
      {
        preValidation: requireFeature(ctx, 'USERS_EDIT'),
        schema: { tags, body: ZDeskUserCreate, response: { 201: z.object({ data: ZDeskUser }), ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createUser(ctx, await accessOf(ctx, request), request.body) }),
    );
    app.put(
      `/${product}-user/:id`,
      {
        preValidation: requireFeature(ctx, 'USERS_EDIT'),
        schema: {
          tags,
          params: ZIdParams,
          body: ZDeskUserUpdate,
          response: { 200: z.object({ data: ZDeskUser }), ...errors },
        },
      },
      async (request) => ({
        data: await updateUser(ctx, await accessOf(ctx, request), request.params.id, request.body),
      }),
    );
    app.delete(
      `/${product}-user/:id`,
      {
        preValidation: requireFeature(ctx, 'USERS_DELETE'),
        schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await deleteUser(ctx, await accessOf(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
