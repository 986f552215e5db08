import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMaskResponse, ZMasksResponse, ZMaskWrite } from '../../../common/schemas/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { createMask, deleteMask, listMasks } from './service';

/**
 * Mounted on the desk base: masks, the documents list's filters a user saved under a name. Each
 * user has their own; whoever reads the document safe may keep some.
 */
export const maskRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['masks'];
    const signedIn = gate(ctx);
    const { db } = ctx.database;
    const readerOf = (request: Parameters<typeof documentReaderOfRequest>[1]) => documentReaderOfRequest(ctx, request);

    app.get(
      '/mask',
      {
        ...signedIn,
        schema: {
          tags,
          description: "The caller's masks, newest first.",
          response: { 200: ZMasksResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await listMasks(db, await readerOf(request)) }),
    );
    app.post(
      '/mask',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            '409 (fields.name = mask_name_taken) when the caller already has a mask of this name for this list.',
          body: ZMaskWrite,
          response: { 201: ZMaskResponse, ...ERRORS },
        },
      },
      async (request, reply) => created(reply, await createMask(db, await readerOf(request), request.body)),
    );
    app.delete(
      '/mask/:id',
      {
        ...signedIn,
        schema: {
          tags,
          description: "Deletes one of the caller's masks; another user's is 404.",
          params: ZId,
          response: { 204: ZNoContent, ...ERRORS },
        },
      },
      async (request, reply) => {
        await deleteMask(db, await readerOf(request), request.params.id);
        return noContent(reply);
      },
    );
  };
