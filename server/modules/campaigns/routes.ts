import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCampaignCreate,
  ZCampaignData,
  ZCampaignPage,
  ZCampaignSearch,
  ZCampaignStats,
  ZDispatchedDoc,
  ZDispatchedDocIds,
  ZDispatchedDocPage,
  ZDispatchedDocSearch,
  ZMergedRequest,
} from '../../../common/schemas/campaigns';
import { dataOf } from '../../../common/schemas/paging';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { contentDisposition } from '../documentFiles/contentDisposition';
import { refuseCorrupted } from '../documentFiles/corrupted';
import { checkCampaign, parseCampaign, writeCampaign } from './create';
import { deleteDispatchedDocs, retryDispatchedDoc, searchDispatchedDocs, sendDispatchedDoc } from './dispatchedDocs';
import { ignoredPagesArchive, mergedDocuments } from './files';
import { receiveCampaign } from './receive';
import { actOnCampaign, campaignDetail, campaignStats, searchCampaigns } from './service';

const ZBinary = (type: string) => z.any().describe(type);
const ZDispatchedDocData = dataOf(ZDispatchedDoc).meta({ id: 'DispatchedDocData' });

const CREATE_RULES =
  '400 with `fields`: name, files (required), files.N.docType (not_configured), recipients (required without ' +
  'detection, not_with_detection with it, not_found), docTypeCode (required with detection, not_configured), ' +
  'siret (not_the_organization), docIds (not_found). 404 when the organisation is not visible.';

/**
 * Mounted on the desk base: dispatch campaigns (issue 13; spec section 7). A campaign is visible
 * with the feature and its emitting organisation; each dispatched document also with its employee.
 * A document's sender is the user who created its campaign.
 */
export const campaignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['campaigns'];
    const canList = gate(ctx, 'CAMPAIGNS_LIST');
    const canEdit = gate(ctx, 'CAMPAIGNS_EDIT');
    const { db } = ctx.database;
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    app.post(
      '/dispatch',
      {
        ...canEdit,
        ...idempotent(ctx),
        schema: {
          tags,
          headers: ZIdempotencyHeaders,
          summary: 'Create a campaign with files of the computer',
          description:
            'multipart/form-data: the field `dispatch` (CampaignCreate as JSON) first, then one file part per entry ' +
            'of its `files`, in that order (else fields.files: count_mismatch). A refused file answers fields.file ' +
            '(not_pdf, encrypted, truncated, malformed, no_pages, too_large, incomplete) and fields.fileName; ' +
            `nothing of the request is kept. ${CREATE_RULES}`,
          consumes: ['multipart/form-data'],
          response: { 201: ZCampaignData, 415: ERRORS[400], ...ERRORS },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the campaign as multipart/form-data');
        const caller = await access(request);
        const { campaign, files } = await receiveCampaign(ctx, caller, request);
        return created(reply, await writeCampaign(ctx, caller, campaign, files));
      },
    );
    app.post(
      '/dispatch/manual',
      {
        ...canEdit,
        ...idempotent(ctx),
        // The body is parsed by the service, so that its field codes are the multipart call's.
        attachValidation: true,
        schema: {
          tags,
          headers: ZIdempotencyHeaders,
          summary: 'Create a campaign with documents of the safe only (docIds; no files)',
          description: CREATE_RULES,
          body: ZCampaignCreate,
          response: { 201: ZCampaignData, ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await access(request);
        const input = parseCampaign(request.body);
        if (input.files.length)
          throw new AppError(400, 'VALIDATION_ERROR', 'Send files with POST dispatch', { files: 'count_mismatch' });
        const campaign = await checkCampaign(ctx, caller, input);
        return created(reply, await writeCampaign(ctx, caller, campaign, []));
      },
    );
    app.post(
      '/dispatchs',
      { ...canList, schema: { tags, body: ZCampaignSearch, response: { 200: ZCampaignPage, ...ERRORS } } },
      async (request) => searchCampaigns(ctx, await access(request), request.body),
    );
    app.get(
      '/dispatchs/stats',
      { ...canList, schema: { tags, response: { 200: ZCampaignStats, ...ERRORS } } },
      async (request) => campaignStats(ctx, await access(request)),
    );
    app.get(
      '/dispatch/:id',
      { ...canList, schema: { tags, params: ZId, response: { 200: ZCampaignData, ...ERRORS } } },
      async (request) => ({ data: await campaignDetail(db, await access(request), request.params.id) }),
    );
    app.post(
      '/dispatch/:id/dispatched-docs',
      {
        ...canList,
        schema: {
          tags,
          description:
            'The documents of a campaign, without those for employees the caller does not see. sender: the user ' +
            'who created the campaign; recipient: "LAST First" of the employee, or the partnership’s name.',
          params: ZId,
          body: ZDispatchedDocSearch,
          response: { 200: ZDispatchedDocPage, ...ERRORS },
        },
      },
      async (request) => searchDispatchedDocs(db, await access(request), request.params.id, request.body),
    );

    const actions = [
      ['get', '/dispatch/validate/:id', 'validate', 'Validates a campaign waiting for it: its dispatch starts'],
      ['post', '/dispatch/send/:id', 'send', 'Sends the campaign’s PENDING documents'],
      ['post', '/dispatch/retry/:id', 'retry', 'Sends the campaign’s failed and undelivered documents again'],
    ] as const;
    for (const [method, path, event, summary] of actions) {
      app[method](
        path,
        {
          ...canEdit,
          schema: {
            tags,
            summary,
            description: '409 when the campaign’s status does not allow it.',
            params: ZId,
            response: { 200: ZCampaignData, ...ERRORS },
          },
        },
        async (request) => ({ data: await actOnCampaign(ctx, await access(request), request.params.id, event) }),
      );
    }

    app.post(
      '/dispatched-doc/retry/:id',
      {
        ...canEdit,
        schema: {
          tags,
          summary: 'Sends a failed or undelivered document again (409 in any other status)',
          params: ZId,
          response: { 200: ZDispatchedDocData, ...ERRORS },
        },
      },
      async (request) => ({ data: await retryDispatchedDoc(ctx, await access(request), request.params.id) }),
    );
    app.get(
      '/dispatched-doc/send/:id',
      {
        ...canEdit,
        schema: {
          tags,
          summary: 'Sends a PENDING document (409 in any other status)',
          params: ZId,
          response: { 200: ZDispatchedDocData, ...ERRORS },
        },
      },
      async (request) => ({ data: await sendDispatchedDoc(ctx, await access(request), request.params.id) }),
    );
    app.delete(
      '/dispatched-docs',
      {
        ...gate(ctx, 'CAMPAIGNS_DELETE'),
        schema: {
          tags,
          summary: 'Deletes documents not delivered (PENDING, NOT_DISPATCHED, IN_ERROR); all or none',
          body: ZDispatchedDocIds,
          response: { 204: ZNoContent, ...ERRORS },
        },
      },
      async (request, reply) => {
        await deleteDispatchedDocs(ctx, await access(request), request.body.dispatchedDocIds);
        return noContent(reply);
      },
    );
    app.post(
      '/dispatch/:id/dispatched-docs/merged',
      {
        ...canList,
        schema: {
          tags,
          summary: 'One PDF of the campaign’s documents in this status, by name (404 when none)',
          params: ZId,
          body: ZMergedRequest,
          response: { 200: ZBinary('application/pdf'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await access(request);
        const { id } = request.params;
        const pdf = await refuseCorrupted(reply, () => mergedDocuments(ctx, caller, id, request.body.status));
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`${request.body.status.toLowerCase()}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    app.get(
      '/dispatch/:id/ignored-pages',
      {
        ...canList,
        schema: {
          tags,
          summary: 'A zip of the pages the split attributed to nobody, one PDF each (404 when none)',
          params: ZId,
          response: { 200: ZBinary('application/zip'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await access(request);
        const zip = await refuseCorrupted(reply, () => ignoredPagesArchive(ctx, caller, request.params.id));
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('ignored-pages.zip'))
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );
  };
