import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOC_TYPES } from '../../../common/docTypes';
import { ZErrorBody } from '../../../common/errors';
import {
  RECEPTION_MODES,
  TRANSMISSION_MODES,
  ZOrganization,
  ZOrganizationConf,
  ZOrganizationConfWrite,
  ZOrganizationRef,
  ZOrganizationSearch,
  ZOrganizationStats,
  ZOrganizationSummary,
  ZOrganizationUpdate,
  ZOrganizationWrite,
} from '../../../common/schemas/organizations';
import { ZId, ZIdParams } from '../../../common/schemas/ids';
import { accessOf, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate, requireAuth } from '../auth/authenticate';
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

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZPage = z.object({ organizations: z.array(ZOrganizationSummary), count: z.number() });
const ZConfReply = z.object({ data: ZOrganizationConf });

/** Mounted on the desk base: organisations, their configuration and tree (spec section 7). */
export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(ctx));
    const tags = ['organizations'];
    const canList = requireFeature(ctx, 'ORGANIZATIONS_LIST');
    const canEdit = requireFeature(ctx, 'ORGANIZATIONS_EDIT');
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    app.post(
      '/organizations',
      { preValidation: canList, schema: { tags, body: ZOrganizationSearch, response: { 200: ZPage, ...errors } } },
      async (request) => searchOrganizations(ctx, await access(request), request.body),
    );
    app.post(
      '/organizations/top-level',
      { preValidation: canList, schema: { tags, body: ZOrganizationSearch, response: { 200: ZPage, ...errors } } },
      async (request) => searchTopLevelOrganizations(ctx, await access(request), request.body),
    );
    app.post(
      '/organizations/nochildren/:orgID',
      {
        preValidation: canList,
        schema: {
          tags,
          description: 'Visible organisations outside the subtree of orgID: where orgID may be moved.',
          params: z.object({ orgID: ZId }),
          body: ZOrganizationSearch,
          response: { 200: ZPage, ...errors },
        },
      },
      async (request) =>
        searchOrganizationsOutsideSubtree(ctx, await access(request), request.params.orgID, request.body),
    );
    app.get(
      '/organizations/stats',
      {
        preValidation: canList,
        schema: { tags, response: { 200: z.object({ data: ZOrganizationStats }), ...errors } },
      },
      async (request) => ({ data: await getOrganizationStats(ctx, await access(request)) }),
    );
    app.get(
      '/organization/current/stylesheet',
      {
        schema: {
          tags,
          description: "The stylesheet configured for the caller's organisation (or its nearest ancestor).",
          response: { 200: z.object({ data: z.object({ url: z.string().nullable() }) }), ...errors },
        },
      },
      async (request) => ({ data: { url: await currentStylesheet(ctx, requireAuth(request).userId) } }),
    );
    app.get(
      '/organization/:id',
      {
        preValidation: canList,
        schema: { tags, params: ZIdParams, response: { 200: z.object({ data: ZOrganization }), ...errors } },
      },
      async (request) => ({ data: await getOrganization(ctx, await access(request), request.params.id) }),
    );
    app.get(
      '/organization/:id/ancestors',
      {
        preValidation: canList,
        schema: {
          tags,
          params: ZIdParams,
          response: { 200: z.object({ ancestors: z.array(ZOrganizationRef) }), ...errors },
        },
      },
      async (request) => ({ ancestors: await getAncestors(ctx, await access(request), request.params.id) }),
    );
    app.post(
      '/organization',
      {
        preValidation: canEdit,
        schema: { tags, body: ZOrganizationWrite, response: { 201: z.object({ data: ZOrganization }), ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createOrganization(ctx, await access(request), request.body) }),
    );
    app.put(
      '/organization/:id',
      {
        preValidation: canEdit,
        schema: {
          tags,
          params: ZIdParams,
          body: ZOrganizationUpdate,
          response: { 200: z.object({ data: ZOrganization }), ...errors },
        },
      },
      async (request) => ({
        data: await updateOrganization(ctx, await access(request), request.params.id, request.body),
      }),
    );
    app.get(
      '/organization/:id/conf',
      { preValidation: canList, schema: { tags, params: ZIdParams, response: { 200: ZConfReply, ...errors } } },
      async (request) => ({ data: await getConf(ctx, await access(request), request.params.id) }),
    );
    app.put(
      '/organization/:id/conf',
      {
        preValidation: canEdit,
        schema: { tags, params: ZIdParams, body: ZOrganizationConfWrite, response: { 200: ZConfReply, ...errors } },
      },
      async (request) => ({ data: await updateConf(ctx, await access(request), request.params.id, request.body) }),
    );
    // The two modes the spec lets the front end change on their own.
    for (const [path, body] of [
      ['transmission-mode', z.object({ transmissionMode: z.enum(TRANSMISSION_MODES) })],
      ['reception-mode', z.object({ receptionMode: z.enum(RECEPTION_MODES) })],
    ] as const) {
      app.post(
        `/organization/:id/conf/${path}`,
        { preValidation: canEdit, schema: { tags, params: ZIdParams, body, response: { 200: ZConfReply, ...errors } } },
        async (request) => ({
          data: await updateConf(ctx, await access(request), request.params.id, request.body),
        }),
      );
    }
    app.get(
      '/organization/:orgId/conf/doc-type',
      {
        preValidation: canList,
        schema: {
          tags,
          params: z.object({ orgId: ZId }),
          response: { 200: z.object({ data: z.array(z.enum(DOC_TYPES)) }), ...errors },
        },
      },
      async (request) => ({ data: (await getConf(ctx, await access(request), request.params.orgId)).docTypes }),
    );
  };
