import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPartnershipGroupPage,
  ZPartnershipGroupResponse,
  ZPartnershipGroupSearch,
  ZPartnershipGroupWrite,
} from '../../../common/schemas/partnerships';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import {
  createPartnershipGroup,
  deletePartnershipGroup,
  getPartnershipGroup,
  searchPartnershipGroups,
  updatePartnershipGroup,
} from './groups';

/** Mounted on the desk base: partnership groups (spec section 7). */
export const partnershipGroupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['partnerships'];
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);
    const item = { 200: ZPartnershipGroupResponse, ...ERRORS };

    app.post(
      '/partnership-groups',
      {
        ...gate(ctx, 'PARTNERSHIPS_LIST'),
        schema: { tags, body: ZPartnershipGroupSearch, response: { 200: ZPartnershipGroupPage, ...ERRORS } },
      },
      async (request) => searchPartnershipGroups(ctx, await access(request), request.body),
    );
    app.get(
      '/partnership-group/:id',
      { ...gate(ctx, 'PARTNERSHIPS_LIST'), schema: { tags, params: ZId, response: item } },
      async (request) => ({ data: await getPartnershipGroup(ctx, await access(request), request.params.id) }),
    );
    app.post(
      '/partnership-group',
      {
        ...gate(ctx, 'PARTNERSHIPS_EDIT'),
        schema: {
          tags,
          body: ZPartnershipGroupWrite,
          response: { 201: ZPartnershipGroupResponse, ...ERRORS },
        },
      },
      async (request, reply) => created(reply, await createPartnershipGroup(ctx, await access(request), request.body)),
    );
    app.put(
      '/partnership-group/:id',
      {
        ...gate(ctx, 'PARTNERSHIPS_EDIT'),
        schema: { tags, params: ZId, body: ZPartnershipGroupWrite, response: item },
      },
      async (request) => ({
        data: await updatePartnershipGroup(ctx, await access(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/partnership-group/:id',
      {
        ...gate(ctx, 'PARTNERSHIPS_DELETE'),
        schema: { tags, params: ZId, response: { 204: ZNoContent, ...ERRORS } },
      },
      async (request, reply) => {
        await deletePartnershipGroup(ctx, await access(request), request.params.id);
        return noContent(reply);
      },
    );
  };
