import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentFiles } from '../../../common/api/documents';
import { DOC_TYPES, type DocType } from '../../../common/docTypes';
import { documentReaderOf, documentReaderOfRequest } from '../../access/documentAccess';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { documentAttestation } from './attestation';
import { contentDisposition } from './contentDisposition';
import { refuseCorrupted } from './corrupted';
import { DOC_TYPE_INFO } from './docTypes';
import { employeeExport } from './employeeExport';
import { actorOf } from './events';
import { documentArchive, documentPdf } from './files';
import { documentPreview } from './preview';
import { uploadDocument } from './upload';

/** Mounted on the desk base: the files of the document safe (deposit, bytes, pages, attestation, zip). */
export const documentFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['documents'];

    serveCall(
      app,
      ctx,
      documentFiles.upload,
      {
        tags,
        summary: 'Deposit one PDF',
        description:
          'multipart/form-data: the field `document` (DocUpload as JSON), then the field `file` (the PDF, checked ' +
          'by its bytes). A refused file answers 400 with fields.file: not_pdf, encrypted, truncated, malformed, ' +
          'no_pages, too_large, incomplete or no_file; nothing of it is kept.',
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
        const caller = await accessOf(ctx, request);
        return { data: await uploadDocument(ctx, caller, request, actorOf(request, caller.userId)) };
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.pdf,
      { tags, summary: 'The PDF of a document, streamed (its bytes checked against their SHA-256)' },
      async (request, reply) => {
        const caller = await documentReaderOfRequest(ctx, request);
        const { file, stream } = await refuseCorrupted(reply, () =>
          documentPdf(ctx, caller, request.params.id, actorOf(request, caller.userId)),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.file_name))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.preview,
      {
        tags,
        summary:
          'Page x (from 1) of a document as PNG, `width` pixels wide (rendered once, then cached); ' +
          '422 PREVIEW_TOO_HEAVY when its images pass the pixel budget or its drawing the time limit ' +
          '(fields.page: pixel_budget, draw_limit; remembered too)',
      },
      async (request, reply) => {
        const caller = await documentReaderOfRequest(ctx, request);
        const { id, x } = request.params;
        const png = await refuseCorrupted(reply, () =>
          documentPreview(ctx, caller, id, x, request.query.width, actorOf(request, caller.userId)),
        );
        return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.attestation,
      { tags, summary: 'A PDF attesting the deposit: who, when, organisation, file, SHA-256' },
      async (request, reply) => {
        const caller = await documentReaderOfRequest(ctx, request);
        const { fileName, pdf } = await documentAttestation(ctx, caller, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`attestation-${fileName.replace(/\.pdf$/i, '')}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.archive,
      { tags, summary: 'A zip of the PDFs of these documents, streamed (404 if one of them is not yours to see)' },
      async (request, reply) => {
        const caller = await documentReaderOfRequest(ctx, request);
        const zip = await documentArchive(ctx, caller, request.body.ids, actorOf(request, caller.userId));
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('documents.zip'))
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.myArchive,
      {
        tags,
        summary:
          'Every document of the caller’s personal account (even once the employee has left), streamed as a zip: ' +
          'a folder per document type, and index.csv (UTF-8 with BOM, `;`) and index.json listing each file with ' +
          'its type (code, and name in `locale`), period, sender organisation, deposit time, SHA-256 and last day in the safe. 404 without a ' +
          'personal account.',
      },
      async (request, reply) => {
        // No feature to check: only a personal account has documents of its own, anyone else gets 404.
        const caller = await documentReaderOf(ctx.database.db, await accessOf(ctx, request));
        const zip = await employeeExport(ctx, caller, request.query.locale, actorOf(request, caller.userId));
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition(`mes-documents-${day}.zip`))
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );

    serveCall(
      app,
      ctx,
      documentFiles.docType,
      { tags, summary: 'A document type and how campaigns treat it' },
      async (request) => {
        const code = request.params.id as DocType;
        if (!DOC_TYPES.includes(code)) throw notFound('Document type');
        return { data: { code, ...DOC_TYPE_INFO[code] } };
      },
    );
  };
