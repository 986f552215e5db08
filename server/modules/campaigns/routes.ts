import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaigns } from '../../../common/api/campaigns';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { contentDisposition } from '../documentFiles/contentDisposition';
import { refuseCorrupted } from '../documentFiles/corrupted';
import { checkCampaign, parseCampaign, writeCampaign } from './create';
import { detectPeriod } from './detectPeriod';
import { deleteDispatchedDocs, retryDispatchedDoc, searchDispatchedDocs, sendDispatchedDoc } from './dispatchedDocs';
import { ignoredPagesArchive, mergedDocuments } from './files';
import { receiveCampaign } from './receive';
import { actOnCampaign, campaignDetail, campaignStats, searchCampaigns } from './service';

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
    const { db } = ctx.database;
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(
      app,
      ctx,
      campaigns.create,
      {
        tags,
        summary: 'Create a campaign with files of the computer',
        description:
          'multipart/form-data: the field `dispatch` (CampaignCreate as JSON) first, then one file part per entry ' +
          'of its `files`, in that order (else fields.files: count_mismatch). A refused file answers fields.file ' +
          '(not_pdf, encrypted, truncated, malformed, no_pages, too_large, incomplete) and fields.fileName; ' +
          `nothing of the request is kept. ${CREATE_RULES}`,
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the campaign as multipart/form-data');
        const caller = await callerOf(request);
        const { campaign, files } = await receiveCampaign(ctx, caller, request);
        return { data: await writeCampaign(ctx, caller, campaign, files) };
      },
    );
    serveCall(
      app,
      ctx,
      campaigns.createManual,
      {
        tags,
        summary: 'Create a campaign with documents of the safe only (docIds; no files)',
        description: CREATE_RULES,
        // The body is parsed by the service, so that its field codes are the multipart call's.
        attachValidation: true,
      },
      async (request) => {
        const caller = await callerOf(request);
        const input = parseCampaign(request.body);
        if (input.files.length)
          throw new AppError(400, 'VALIDATION_ERROR', 'Send files with POST dispatch', { files: 'count_mismatch' });
        const campaign = await checkCampaign(ctx, caller, input);
        return { data: await writeCampaign(ctx, caller, campaign, []) };
      },
    );
    serveCall(
      app,
      ctx,
      campaigns.detectPeriod,
      {
        tags,
        summary: 'The month the first pages of a PDF name, to prefill a payslip campaign',
        description:
          'multipart/form-data: one file part. Reads "Période du 01/10/2026 au 31/10/2026", "Octobre 2026" or ' +
          '"10/2026" in its first pages; period null when none is named. A refused file answers fields.file; ' +
          'nothing is kept.',
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        return { data: await detectPeriod(ctx, request) };
      },
    );
    serveCall(app, ctx, campaigns.search, { tags }, async (request) =>
      searchCampaigns(ctx, await callerOf(request), request.body),
    );
    serveCall(app, ctx, campaigns.stats, { tags }, async (request) => campaignStats(ctx, await callerOf(request)));
    serveCall(app, ctx, campaigns.get, { tags }, async (request) => ({
      data: await campaignDetail(db, await callerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      campaigns.dispatchedDocs,
      {
        tags,
        description:
          'The documents of a campaign, without those for employees the caller does not see. sender: the user ' +
          'who created the campaign; recipient: "LAST First" of the employee, or the partnership’s name.',
      },
      async (request) => searchDispatchedDocs(db, await callerOf(request), request.params.id, request.body),
    );

    const actions = [
      [campaigns.validate, 'validate', 'Validates a campaign waiting for it: its dispatch starts'],
      [campaigns.send, 'send', 'Sends the campaign’s PENDING documents'],
      [campaigns.retry, 'retry', 'Sends the campaign’s failed and undelivered documents again'],
    ] as const;
    for (const [declaration, event, summary] of actions) {
      serveCall(
        app,
        ctx,
        declaration,
        { tags, summary, description: '409 when the campaign’s status does not allow it.' },
        async (request) => ({ data: await actOnCampaign(ctx, await callerOf(request), request.params.id, event) }),
      );
    }

    serveCall(
      app,
      ctx,
      campaigns.retryDispatchedDoc,
      { tags, summary: 'Sends a failed or undelivered document again (409 in any other status)' },
      async (request) => ({ data: await retryDispatchedDoc(ctx, await callerOf(request), request.params.id) }),
    );
    serveCall(
      app,
      ctx,
      campaigns.sendDispatchedDoc,
      { tags, summary: 'Sends a PENDING document (409 in any other status)' },
      async (request) => ({ data: await sendDispatchedDoc(ctx, await callerOf(request), request.params.id) }),
    );
    serveCall(
      app,
      ctx,
      campaigns.deleteDispatchedDocs,
      { tags, summary: 'Deletes documents not delivered (PENDING, NOT_DISPATCHED, IN_ERROR); all or none' },
      async (request) => {
        await deleteDispatchedDocs(ctx, await callerOf(request), request.body.dispatchedDocIds);
      },
    );
    serveCall(
      app,
      ctx,
      campaigns.mergedDispatchedDocs,
      { tags, summary: 'One PDF of the campaign’s documents in this status, by name (404 when none)' },
      async (request, reply) => {
        const caller = await callerOf(request);
        const { id } = request.params;
        const pdf = await refuseCorrupted(reply, () => mergedDocuments(ctx, caller, id, request.body.status));
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`${request.body.status.toLowerCase()}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    serveCall(
      app,
      ctx,
      campaigns.ignoredPages,
      { tags, summary: 'A zip of the pages the split attributed to nobody, one PDF each (404 when none)' },
      async (request, reply) => {
        const caller = await callerOf(request);
        const zip = await refuseCorrupted(reply, () => ignoredPagesArchive(ctx, caller, request.params.id));
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('ignored-pages.zip'))
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );
  };
