import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chorus } from '../../../common/api/chorus';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { configureChorus, connectionView } from './connections';
import { completeSuspended, invoiceDetail, processReceived } from './invoiceActions';
import { invoicePage, matchingInvoices } from './queries';
import { lookUpStructure } from './structures';
import { queueChorusSync } from './syncJobs';
import { invoiceDraft, uploadInvoice } from './upload';
import { validateInvoice } from './validateInvoice';

/** Mounted on the desk base: Chorus Pro (spec sections 3, 7 and 8), and the invoice lists of ours. */
export const chorusRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['chorus'];
    const { db } = ctx.database;
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(
      app,
      ctx,
      chorus.configure,
      {
        tags,
        description:
          'Checks the identifiers against Chorus Pro at once. 409: fields.login = chorus_account_taken (already ' +
          'associated with another organisation) or chorus_wrong_identifiers. Secrets are never answered.',
      },
      async (request) => {
        const data = await configureChorus(ctx, await callerOf(request), request.body);
        // Its invoices are read at once, not at the next minute's round.
        await queueChorusSync(ctx, data.orgId);
        return { data };
      },
    );
    serveCall(app, ctx, chorus.connection, { tags }, async (request) => ({
      data: await connectionView(ctx, await callerOf(request), request.params.orgId),
    }));
    serveCall(
      app,
      ctx,
      chorus.structure,
      {
        tags,
        description:
          'A public buyer by SIRET. 409 fields.orgId = chorus_not_configured: no Chorus information for the organisation.',
      },
      async (request) => ({
        data: await lookUpStructure(ctx, await callerOf(request), request.params.id, request.query.orgId),
      }),
    );
    serveCall(
      app,
      ctx,
      chorus.upload,
      {
        tags,
        description:
          'multipart/form-data: the field `invoice` ({orgId}) then the field `file` (a PDF, a Factur-X, a UBL or ' +
          'CII XML, at most 10 MB). Answers the draft and, for an electronic invoice, its metadata and violations.',
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the invoice as multipart/form-data');
        return { data: await uploadInvoice(ctx, await callerOf(request), request) };
      },
    );
    serveCall(
      app,
      ctx,
      chorus.validate,
      {
        tags,
        description:
          'Checks the metadata (EN 16931, then what the buyer structure asks) and queues the invoice for Chorus. ' +
          '400: fields name each wrong field with its rule id.',
      },
      async (request) => ({
        data: await validateInvoice(ctx, await callerOf(request), request.params.id, request.body),
      }),
    );
    serveCall(app, ctx, chorus.sent, { tags }, async (request) => {
      const caller = await callerOf(request);
      return invoicePage(matchingInvoices(db, caller, 'SENT', request.body), request.body);
    });
    serveCall(app, ctx, chorus.received, { tags }, async (request) => {
      const caller = await callerOf(request);
      return invoicePage(matchingInvoices(db, caller, 'RECEIVED', request.body), request.body);
    });
    serveCall(app, ctx, chorus.get, { tags }, async (request) => ({
      data: await invoiceDetail(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, chorus.draft, { tags }, async (request) => ({
      data: await invoiceDraft(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(app, ctx, chorus.process, { tags }, async (request) => {
      await processReceived(ctx, await callerOf(request), request.params.id, request.body);
    });
    serveCall(app, ctx, chorus.complete, { tags }, async (request) => {
      await completeSuspended(ctx, await callerOf(request), request.params.id, request.body.comment);
    });
  };
