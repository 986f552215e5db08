import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentFiling } from '../../../common/api/documents';
import { documentReaderOf } from '../../access/documentAccess';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { actorOf } from '../documentFiles/events';
import { getDocument } from '../documents/service';
import { identifyEmployee } from './identifyEmployee';
import { refileDocument } from './refileDocument';

/** Mounted on the desk base: whom a document is for, checked before its deposit and corrected after. */
export const documentFilingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['documents'];
    const { db } = ctx.database;

    serveCall(
      app,
      ctx,
      documentFiling.identify,
      {
        tags,
        summary: 'Whom a PDF names, before it is deposited',
        description:
          'multipart/form-data: the field `document` ({orgId}), then the field `file` (the PDF, refused as by ' +
          '`doc/upload`). The text of its first pages is matched, as a campaign split does, against the ' +
          "organisation's employees the caller sees: by matricule, or by name with birth date. Nothing is kept.",
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        return { data: await identifyEmployee(ctx, await accessOf(ctx, request), request) };
      },
    );

    serveCall(
      app,
      ctx,
      documentFiling.refile,
      {
        tags,
        summary: 'File a document to another employee of its organisation, or to none',
        description:
          'Audited (REFILED); the employee it named before no longer sees it, and its direct links stop working.',
      },
      async (request) => {
        const caller = await accessOf(ctx, request);
        await refileDocument(db, caller, request.params.id, request.body.employeeId, actorOf(request, caller.userId));
        const reader = await documentReaderOf(db, caller);
        return { data: await getDocument(db, { reader, orgScope: caller }, request.params.id) };
      },
    );
  };
