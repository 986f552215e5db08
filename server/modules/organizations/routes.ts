import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations } from '../../../common/api/organizations';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { requireAuth } from '../../auth/authenticate';
import {
  createOrganization,
  currentStylesheet,
  getAncestors,
  getConf,
  getOrganization,
  getOrganizationStats,
  searchOrganizations,
  searchOrganizationsOutsideSubtree,
  searchTopLevelOrganizations,
  updateConf,
  updateOrganization,
} from './service';

/** Mounted on the desk base: organisations, their configuration and tree (spec section 7). */
export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['organizations'];
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, organizations.search, { tags }, async (request) =>
      searchOrganizations(ctx, await callerOf(request), request.body),
    );
    serveCall(app, ctx, organizations.searchTopLevel, { tags }, async (request) =>
      searchTopLevelOrganizations(ctx, await callerOf(request), request.body),
    );
    serveCall(
      app,
      ctx,
      organizations.searchOutsideSubtree,
      { tags, description: 'Visible organisations outside the subtree of orgID: where orgID may be moved.' },
      async (request) =>
        searchOrganizationsOutsideSubtree(ctx, await callerOf(request), request.params.orgID, request.body),
    );
    serveCall(app, ctx, organizations.stats, { tags }, async (request) => ({
      data: await getOrganizationStats(ctx, await callerOf(request)),
    }));
    serveCall(
      app,
      ctx,
      organizations.currentStylesheet,
      { tags, description: "The stylesheet configured for the caller's organisation (or its nearest ancestor)." },
      async (request, reply) => {
        const stylesheet = await currentStylesheet(ctx, requireAuth(request).userId);
        // The next load of the page presents it, and its policy then names this stylesheet.
        ctx.stylesheetPass.give(reply, stylesheet?.orgId ?? null);
        return { data: { url: stylesheet?.url ?? null } };
      },
    );
    serveCall(app, ctx, organizations.get, { tags }, async (request) => ({
      data: await getOrganization(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, organizations.ancestors, { tags }, async (request) => ({
      ancestors: await getAncestors(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, organizations.create, { tags }, async (request) => ({
      data: await createOrganization(ctx, await callerOf(request), request.body),
    }));
    serveCall(app, ctx, organizations.update, { tags }, async (request) => ({
      data: await updateOrganization(ctx, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, organizations.getConf, { tags }, async (request) => ({
      data: await getConf(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, organizations.updateConf, { tags }, async (request) => ({
      data: await updateConf(ctx, await callerOf(request), request.params.id, request.body),
    }));
    // The two modes the spec lets the front end change on their own.
    serveCall(app, ctx, organizations.setTransmissionMode, { tags }, async (request) => ({
      data: await updateConf(ctx, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, organizations.setReceptionMode, { tags }, async (request) => ({
      data: await updateConf(ctx, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, organizations.docTypes, { tags }, async (request) => ({
      data: (await getConf(ctx, await callerOf(request), request.params.orgId)).docTypes,
    }));
  };
