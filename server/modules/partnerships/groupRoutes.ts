import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnershipGroups } from '../../../common/api/partnerships';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
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
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, partnershipGroups.search, { tags }, async (request) =>
      searchPartnershipGroups(ctx, await callerOf(request), request.body),
    );
    serveCall(app, ctx, partnershipGroups.get, { tags }, async (request) => ({
      data: await getPartnershipGroup(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, partnershipGroups.create, { tags }, async (request) => ({
      data: await createPartnershipGroup(ctx, await callerOf(request), request.body),
    }));
    serveCall(app, ctx, partnershipGroups.update, { tags }, async (request) => ({
      data: await updatePartnershipGroup(ctx, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, partnershipGroups.delete, { tags }, async (request) => {
      await deletePartnershipGroup(ctx, await callerOf(request), request.params.id);
    });
  };
