import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documents } from '../../../common/api/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { foldersOf } from './folders';
import type { Viewer } from './queries';
import { getDocument, getLocation, getSenders, getStats, searchDocuments, setRead } from './service';

/**
 * Mounted on the desk base: finding and reading the document safe (issue 11). Staff need
 * DOCUMENTS_LIST; a personal account or a third-party contact reads its own documents with no
 * feature (documentReaderOfRequest decides both).
 */
export const documentReadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['documents'];
    const { db } = ctx.database;
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
      const caller = await documentReaderOfRequest(ctx, request);
      return { reader: caller, orgScope: caller.kind === 'STAFF' ? await accessOf(ctx, request) : null };
    };

    serveCall(app, ctx, documents.search, { tags }, async (request) =>
      searchDocuments(db, await viewerOf(request), request.body),
    );
    serveCall(app, ctx, documents.senders, { tags }, async (request) => ({
      data: await getSenders(db, await viewerOf(request)),
    }));
    serveCall(
      app,
      ctx,
      documents.stats,
      { tags, description: 'Of the documents the caller sees: how many, how many they have not opened, by type.' },
      async (request) => ({ data: await getStats(db, await viewerOf(request)) }),
    );
    serveCall(
      app,
      ctx,
      documents.folders,
      {
        tags,
        description:
          'One level of the folders menu. Nothing: the top organisations the caller sees (a personal account or a contact: its document types). ' +
          'orgId: its child organisations, then the employees of the documents filed in it, then "no employee" (counts of the whole subtree, as the orgId filter of POST docs). ' +
          '+employeeId or noEmployee: document types. +docType: years. Each folder’s filters give exactly its count in POST docs.',
      },
      async (request) => ({ data: await foldersOf(db, await viewerOf(request), request.body) }),
    );
    serveCall(app, ctx, documents.get, { tags }, async (request) => ({
      data: await getDocument(db, await viewerOf(request), request.params.id),
    }));
    serveCall(app, ctx, documents.location, { tags }, async (request) => ({
      data: await getLocation(db, await viewerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      documents.setRead,
      { tags, description: 'Marks the document read for the caller (the only call that does); again changes nothing.' },
      async (request) => {
        await setRead(db, await viewerOf(request), request.params.id);
      },
    );
  };
