import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCurrentStylesheetResponse,
  ZOrganizationAncestors,
  ZOrganizationConfResponse,
  ZOrganizationConfWrite,
  ZOrganizationDocTypesResponse,
  ZOrganizationPage,
  ZOrganizationResponse,
  ZOrganizationSearch,
  ZOrganizationStatsResponse,
  ZOrganizationUpdate,
  ZOrganizationWrite,
  ZReceptionModeWrite,
  ZTransmissionModeWrite,
} from '../../../common/schemas/organizations';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, ZId, ZUuid } from '../../http/routeKit';
import { requireAuth } from '../auth/authenticate';
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
    const canList = gate(ctx, 'ORGANIZATIONS_LIST');
    const canEdit = gate(ctx, 'ORGANIZATIONS_EDIT');
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    app.post(
      '/organizations',
      { ...canList, schema: { tags, body: ZOrganizationSearch, response: { 200: ZOrganizationPage, ...ERRORS } } },
      async (request) => searchOrganizations(ctx, await access(request), request.body),
    );
    app.post(
      '/organizations/top-level',
      { ...canList, schema: { tags, body: ZOrganizationSearch, response: { 200: ZOrganizationPage, ...ERRORS } } },
      async (request) => searchTopLevelOrganizations(ctx, await access(request), request.body),
    );
    app.post(
      '/organizations/nochildren/:orgID',
      {
        ...canList,
        schema: {
          tags,
          description: 'Visible organisations outside the subtree of orgID: where orgID may be moved.',
          params: z.object({ orgID: ZUuid }),
          body: ZOrganizationSearch,
          response: { 200: ZOrganizationPage, ...ERRORS },
        },
      },
      async (request) =>
        searchOrganizationsOutsideSubtree(ctx, await access(request), request.params.orgID, request.body),
    );
    app.get(
      '/organizations/stats',
      {
        ...canList,
        schema: { tags, response: { 200: ZOrganizationStatsResponse, ...ERRORS } },
      },
      async (request) => ({ data: await getOrganizationStats(ctx, await access(request)) }),
    );
    app.get(
      '/organization/current/stylesheet',
      {
        ...gate(ctx),
        schema: {
          tags,
          description: "The stylesheet configured for the caller's organisation (or its nearest ancestor).",
          response: { 200: ZCurrentStylesheetResponse, ...ERRORS },
        },
      },
      async (request, reply) => {
        const stylesheet = await currentStylesheet(ctx, requireAuth(request).userId);
        // The next load of the page presents it, and its policy then names this stylesheet.
        ctx.stylesheetPass.give(reply, stylesheet?.orgId ?? null);
        return { data: { url: stylesheet?.url ?? null } };
      },
    );
    app.get(
      '/organization/:id',
      {
        ...canList,
        schema: { tags, params: ZId, response: { 200: ZOrganizationResponse, ...ERRORS } },
      },
      async (request) => ({ data: await getOrganization(ctx, await access(request), request.params.id) }),
    );
    app.get(
      '/organization/:id/ancestors',
      {
        ...canList,
        schema: { tags, params: ZId, response: { 200: ZOrganizationAncestors, ...ERRORS } },
      },
      async (request) => ({ ancestors: await getAncestors(ctx, await access(request), request.params.id) }),
    );
    app.post(
      '/organization',
      {
        ...canEdit,
        schema: { tags, body: ZOrganizationWrite, response: { 201: ZOrganizationResponse, ...ERRORS } },
      },
      async (request, reply) => created(reply, await createOrganization(ctx, await access(request), request.body)),
    );
    app.put(
      '/organization/:id',
      {
        ...canEdit,
        schema: {
          tags,
          params: ZId,
          body: ZOrganizationUpdate,
          response: { 200: ZOrganizationResponse, ...ERRORS },
        },
      },
      async (request) => ({
        data: await updateOrganization(ctx, await access(request), request.params.id, request.body),
      }),
    );
    app.get(
      '/organization/:id/conf',
      { ...canList, schema: { tags, params: ZId, response: { 200: ZOrganizationConfResponse, ...ERRORS } } },
      async (request) => ({ data: await getConf(ctx, await access(request), request.params.id) }),
    );
    app.put(
      '/organization/:id/conf',
      {
        ...canEdit,
        schema: {
          tags,
          params: ZId,
          body: ZOrganizationConfWrite,
          response: { 200: ZOrganizationConfResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await updateConf(ctx, await access(request), request.params.id, request.body) }),
    );
    // The two modes the spec lets the front end change on their own.
    for (const [path, body] of [
      ['transmission-mode', ZTransmissionModeWrite],
      ['reception-mode', ZReceptionModeWrite],
    ] as const) {
      app.post(
        `/organization/:id/conf/${path}`,
        { ...canEdit, schema: { tags, params: ZId, body, response: { 200: ZOrganizationConfResponse, ...ERRORS } } },
        async (request) => ({
          data: await updateConf(ctx, await access(request), request.params.id, request.body),
        }),
      );
    }
    app.get(
      '/organization/:orgId/conf/doc-type',
      {
        ...canList,
        schema: {
          tags,
          params: z.object({ orgId: ZUuid }),
          response: { 200: ZOrganizationDocTypesResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: (await getConf(ctx, await access(request), request.params.orgId)).docTypes }),
    );
  };
