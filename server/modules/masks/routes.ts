import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { masks } from '../../../common/api/documents';
import { documentReaderOfRequest } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { createMask, deleteMask, listMasks } from './service';

/**
 * Mounted on the desk base: masks, the documents list's filters a user saved under a name. Each
 * user has their own; whoever reads the document safe may keep some.
 */
export const maskRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['masks'];
    const { db } = ctx.database;
    const readerOf = (request: Parameters<typeof documentReaderOfRequest>[1]) => documentReaderOfRequest(ctx, request);

    serveCall(app, ctx, masks.list, { tags, description: "The caller's masks, newest first." }, async (request) => ({
      data: await listMasks(db, await readerOf(request)),
    }));
    serveCall(
      app,
      ctx,
      masks.create,
      {
        tags,
        description:
          '409 (fields.name = mask_name_taken) when the caller already has a mask of this name for this list.',
      },
      async (request) => ({ data: await createMask(db, await readerOf(request), request.body) }),
    );
    serveCall(
      app,
      ctx,
      masks.delete,
      { tags, description: "Deletes one of the caller's masks; another user's is 404." },
      async (request) => {
        await deleteMask(db, await readerOf(request), request.params.id);
      },
    );
  };
