import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDocLocationResponse,
  ZDocPage,
  ZDocResponse,
  ZDocSearch,
  ZDocSendersResponse,
  ZDocStatsResponse,
  ZFolderRequest,
  ZFolderResponse,
} from '../../../common/schemas/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
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
    const signedIn = gate(ctx);
    const { db } = ctx.database;
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
      const reader = await documentReaderOfRequest(ctx, request);
      return { reader, orgScope: reader.kind === 'STAFF' ? await accessOf(ctx, request) : null };
    };

    app.post(
      '/docs',
      { ...signedIn, schema: { tags, body: ZDocSearch, response: { 200: ZDocPage, ...ERRORS } } },
      async (request) => searchDocuments(db, await viewerOf(request), request.body),
    );
    app.get(
      '/docs/senders',
      { ...signedIn, schema: { tags, response: { 200: ZDocSendersResponse, ...ERRORS } } },
      async (request) => ({ data: await getSenders(db, await viewerOf(request)) }),
    );
    app.get(
      '/docs/stats',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Of the documents the caller sees: how many, how many they have not opened, by type.',
          response: { 200: ZDocStatsResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await getStats(db, await viewerOf(request)) }),
    );
    app.post(
      '/folders',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'One level of the folders menu. Nothing: the top organisations the caller sees (a personal account or a contact: its document types). ' +
            'orgId: its child organisations, then the employees of the documents filed in it, then "no employee" (counts of the whole subtree, as the orgId filter of POST docs). ' +
            '+employeeId or noEmployee: document types. +docType: years. Each folder’s filters give exactly its count in POST docs.',
          body: ZFolderRequest,
          response: { 200: ZFolderResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await foldersOf(db, await viewerOf(request), request.body) }),
    );
    app.get(
      '/doc/:id',
      { ...signedIn, schema: { tags, params: ZId, response: { 200: ZDocResponse, ...ERRORS } } },
      async (request) => ({ data: await getDocument(db, await viewerOf(request), request.params.id) }),
    );
    app.get(
      '/doc/:id/location',
      { ...signedIn, schema: { tags, params: ZId, response: { 200: ZDocLocationResponse, ...ERRORS } } },
      async (request) => ({ data: await getLocation(db, await viewerOf(request), request.params.id) }),
    );
    app.post(
      '/doc/:id/setRead',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Marks the document read for the caller (the only call that does); again changes nothing.',
          params: ZId,
          response: { 204: ZNoContent, ...ERRORS },
        },
      },
      async (request, reply) => {
        await setRead(db, await viewerOf(request), request.params.id);
        return noContent(reply);
      },
    );
  };
