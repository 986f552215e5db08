import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDocLinkRequest, ZRegenerateLinkRequest } from '../../../common/schemas/documents';
import { ZErrorBody } from '../../../common/errors';
import { documentReaderOfRequest } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { ERRORS, gate, noContent, THROTTLED_GUESS, THROTTLED_MAIL, ZId, ZNoContent } from '../../http/routeKit';
import { contentDisposition } from './contentDisposition';
import { actorOf } from './events';
import { downloadFile } from './files';
import { openDirectLink, renewDocumentLink, renewPagePath, sendDocumentLink } from './links';
import { refuseCorrupted } from './corrupted';

/** Mounted on the desk base: direct download links, emailed to a document's recipient. */
export const documentLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['documents'];

    app.post(
      '/doc/:id/link',
      {
        ...gate(ctx),
        schema: {
          tags,
          summary: 'Email a direct download link to the document (by default to its employee)',
          params: ZId,
          body: ZDocLinkRequest,
          response: { 204: ZNoContent, ...ERRORS },
        },
      },
      async (request, reply) => {
        const reader = await documentReaderOfRequest(ctx, request);
        await sendDocumentLink(ctx, reader, request.params.id, request.body.email, actorOf(request, reader.userId));
        return noContent(reply);
      },
    );

    app.get(
      '/doc/direct/:token',
      {
        schema: {
          tags,
          summary: 'Public: the PDF a direct link opens; an invalid or expired link goes to the page that renews it',
          description: THROTTLED_GUESS,
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.any().describe('application/pdf'), 303: z.null(), 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const file = await openDirectLink(ctx, token, request.ip);
        if (!file?.blob_key) return reply.redirect(renewPagePath(token), 303);
        const stream = await refuseCorrupted(reply, () =>
          downloadFile(ctx, { ...file, blob_key: file.blob_key! }, actorOf(request, null)),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.file_name))
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(stream);
      },
    );

    app.post(
      '/regenerate-direct-doc-download',
      {
        schema: {
          tags,
          summary: 'Public: send a new direct link for the one this token named; the same answer for any token',
          description: THROTTLED_MAIL,
          body: ZRegenerateLinkRequest,
          response: { 202: z.object({}), 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        await renewDocumentLink(ctx, request.body.token, actorOf(request, null), request.ip);
        return reply.status(202).send({});
      },
    );
  };
