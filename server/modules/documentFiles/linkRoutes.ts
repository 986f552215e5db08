import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentLinks } from '../../../common/api/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { THROTTLED_GUESS, THROTTLED_MAIL, serveCall } from '../../http/serveCall';
import { contentDisposition } from './contentDisposition';
import { refuseCorrupted } from './corrupted';
import { actorOf } from './events';
import { downloadFile } from './files';
import { openDirectLink, renewDocumentLink, renewPagePath, sendDocumentLink } from './links';

/** Mounted on the desk base: direct download links, emailed to a document's recipient. */
export const documentLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['documents'];

    serveCall(
      app,
      ctx,
      documentLinks.send,
      { tags, summary: 'Email a direct download link to the document (by default to its employee)' },
      async (request) => {
        const caller = await documentReaderOfRequest(ctx, request);
        await sendDocumentLink(ctx, caller, request.params.id, request.body.email, actorOf(request, caller.userId));
      },
    );

    serveCall(
      app,
      ctx,
      documentLinks.open,
      {
        tags,
        summary: 'Public: the PDF a direct link opens; an invalid or expired link goes to the page that renews it',
        description: THROTTLED_GUESS,
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

    serveCall(
      app,
      ctx,
      documentLinks.renew,
      {
        tags,
        summary: 'Public: send a new direct link for the one this token named; the same answer for any token',
        description: THROTTLED_MAIL,
      },
      async (request) => {
        await renewDocumentLink(ctx, request.body.token, actorOf(request, null), request.ip);
        return {};
      },
    );
  };
