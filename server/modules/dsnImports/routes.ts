import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dsnImports } from '../../../common/api/dsnImports';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { applyDsnImport, getDsnImport, uploadDsn } from './service';

/** Mounted on the desk base: the DSN import of employees (issue 10; the spec does not show these calls). */
export const dsnImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['employees'];

    serveCall(
      app,
      ctx,
      dsnImports.upload,
      {
        tags,
        description:
          'multipart/form-data with one file, the DSN. Answers the import with its preview counts (READY), or PREVIEWING for a large file; 400 with fields.file naming why a file is refused.',
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        const caller = await accessOf(ctx, request);
        return { data: await uploadDsn(ctx, caller, request) };
      },
    );
    serveCall(
      app,
      ctx,
      dsnImports.get,
      { tags, description: 'The import (status, progress, counts) and one page of one of its lists (kind).' },
      async (request) => ({
        data: await getDsnImport(ctx, await accessOf(ctx, request), request.params.importId, request.query),
      }),
    );
    serveCall(
      app,
      ctx,
      dsnImports.apply,
      {
        tags,
        description:
          'Applies a READY import in a job, all or nothing; GET tells its progress (APPLYING, APPLIED, FAILED).',
      },
      async (request) => ({ data: await applyDsnImport(ctx, await accessOf(ctx, request), request.params.importId) }),
    );
  };
