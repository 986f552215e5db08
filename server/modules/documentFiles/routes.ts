import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOC_TYPES, type DocType } from '../../../common/docTypes';
import { ZErrorBody } from '../../../common/errors';
import {
  ZDocArchiveRequest,
  ZDocPreviewParams,
  ZDocPreviewQuery,
  ZDocTypeInfoResponse,
  ZDocUploadResponse,
} from '../../../common/schemas/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { ERRORS, gate, ZId } from '../../http/routeKit';
import { documentAttestation } from './attestation';
import { contentDisposition } from './contentDisposition';
import { refuseCorrupted } from './corrupted';
import { DOC_TYPE_INFO } from './docTypes';
import { actorOf } from './events';
import { documentArchive, documentPdf } from './files';
import { documentPreview } from './preview';
import { uploadDocument } from './upload';

const ZBinary = (type: string) => z.any().describe(type);

/** Mounted on the desk base: the files of the document safe (deposit, bytes, pages, attestation, zip). */
export const documentFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['documents'];
    const signedIn = gate(ctx);

    app.post(
      '/doc/upload',
      {
        ...gate(ctx, 'DOCUMENTS_UPLOAD'),
        ...idempotent(ctx),
        schema: {
          tags,
          headers: ZIdempotencyHeaders,
          summary: 'Deposit one PDF',
          description:
            'multipart/form-data: the field `document` (DocUpload as JSON), then the field `file` (the PDF, checked ' +
            'by its bytes). A refused file answers 400 with fields.file: not_pdf, encrypted, truncated, malformed, ' +
            'no_pages, too_large, incomplete or no_file; nothing of it is kept.',
          consumes: ['multipart/form-data'],
          response: { 201: ZDocUploadResponse, 415: ERRORS[400], ...ERRORS },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
        const access = await accessOf(ctx, request);
        const summary = await uploadDocument(ctx, access, request, actorOf(request, access.userId));
        return reply.status(201).send({ data: summary });
      },
    );

    app.get(
      '/doc/pdf/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The PDF of a document, streamed (its bytes checked against their SHA-256)',
          params: ZId,
          response: { 200: ZBinary('application/pdf'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const reader = await documentReaderOfRequest(ctx, request);
        const { file, stream } = await refuseCorrupted(reply, () =>
          documentPdf(ctx, reader, request.params.id, actorOf(request, reader.userId)),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.file_name))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.get(
      '/doc/:id/preview/:x',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'Page x (from 1) of a document as PNG, `width` pixels wide (rendered once, then cached); ' +
            '422 PREVIEW_TOO_HEAVY when its images pass the pixel budget or its drawing the time limit ' +
            '(fields.page: pixel_budget, draw_limit; remembered too)',
          params: ZDocPreviewParams,
          querystring: ZDocPreviewQuery,
          response: { 200: ZBinary('image/png'), ...ERRORS, 422: ZErrorBody },
        },
      },
      async (request, reply) => {
        const reader = await documentReaderOfRequest(ctx, request);
        const { id, x } = request.params;
        const png = await refuseCorrupted(reply, () =>
          documentPreview(ctx, reader, id, x, request.query.width, actorOf(request, reader.userId)),
        );
        return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
      },
    );

    app.get(
      '/doc/attestation/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'A PDF attesting the deposit: who, when, organisation, file, SHA-256',
          params: ZId,
          response: { 200: ZBinary('application/pdf'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const reader = await documentReaderOfRequest(ctx, request);
        const { fileName, pdf } = await documentAttestation(ctx, reader, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`attestation-${fileName.replace(/\.pdf$/i, '')}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );

    app.post(
      '/doc/pdf/archive',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'A zip of the PDFs of these documents, streamed (404 if one of them is not yours to see)',
          body: ZDocArchiveRequest,
          response: { 200: ZBinary('application/zip'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const reader = await documentReaderOfRequest(ctx, request);
        const zip = await documentArchive(ctx, reader, request.body.ids, actorOf(request, reader.userId));
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('documents.zip'))
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );

    app.get(
      '/doc-types/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'A document type and how campaigns treat it',
          params: z.object({ id: z.string().max(20) }),
          response: { 200: ZDocTypeInfoResponse, ...ERRORS },
        },
      },
      async (request) => {
        const code = request.params.id as DocType;
        if (!DOC_TYPES.includes(code)) throw notFound('Document type');
        return { data: { code, ...DOC_TYPE_INFO[code] } };
      },
    );
  };
