import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserGroupInput, ZUserGroupPage, ZUserGroupResponse, ZUserGroupSearch } from '../../../common/schemas/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { deleteGroup, getGroup, saveGroup, searchGroups } from './service';

/** Mounted on the user-directory base: user groups, for the Manage rights feature. */
export const groupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const product = ctx.config.productCode;
    const tags = ['rights'];
    const manage = gate(ctx, 'RIGHTS_MANAGE');

    app.post(
      `/${product}-user-groups`,
      { ...manage, schema: { tags, body: ZUserGroupSearch, response: { 200: ZUserGroupPage, ...ERRORS } } },
      async (request) => searchGroups(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      `/${product}-user-group/:id`,
      { ...manage, schema: { tags, params: ZId, response: { 200: ZUserGroupResponse, ...ERRORS } } },
      async (request) => ({ data: await getGroup(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      `/${product}-user-group`,
      { ...manage, schema: { tags, body: ZUserGroupInput, response: { 201: ZUserGroupResponse, ...ERRORS } } },
      async (request, reply) => created(reply, await saveGroup(ctx, await accessOf(ctx, request), request.body)),
    );
    app.put(
      `/${product}-user-group/:id`,
      {
        ...manage,
        schema: { tags, params: ZId, body: ZUserGroupInput, response: { 200: ZUserGroupResponse, ...ERRORS } },
      },
      async (request) => ({
        data: await saveGroup(ctx, await accessOf(ctx, request), request.body, request.params.id),
      }),
    );
    app.delete(
      `/${product}-user-group/:id`,
      { ...manage, schema: { tags, params: ZId, response: { 204: ZNoContent, ...ERRORS } } },
      async (request, reply) => {
        await deleteGroup(ctx, await accessOf(ctx, request), request.params.id);
        return noContent(reply);
      },
    );
  };
