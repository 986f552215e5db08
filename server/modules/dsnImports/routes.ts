import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDsnImportCreated,
  ZDsnImportParams,
  ZDsnImportQuery,
  ZDsnImportResponse,
} from '../../../common/schemas/dsnImports';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ERRORS, gate } from '../../http/routeKit';
import { applyDsnImport, getDsnImport, uploadDsn } from './service';

/** Mounted on the desk base: the DSN import of employees (issue 10; the spec does not show these calls). */
export const dsnImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['employees'];
    const canEdit = gate(ctx, 'EMPLOYEES_EDIT');

    app.post(
      '/employees/dsn',
      {
        ...canEdit,
        ...idempotent(ctx),
        schema: {
          tags,
          headers: ZIdempotencyHeaders,
          description:
            'multipart/form-data with one file, the DSN. Answers the import with its preview counts (READY), or PREVIEWING for a large file; 400 with fields.file naming why a file is refused.',
          consumes: ['multipart/form-data'],
          response: { 201: ZDsnImportCreated, 413: ERRORS[400], 415: ERRORS[400], ...ERRORS },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        const access = await accessOf(ctx, request);
        return reply.status(201).send({ data: await uploadDsn(ctx, access, request) });
      },
    );
    app.get(
      '/employees/dsn/:importId',
      {
        ...canEdit,
        schema: {
          tags,
          description: 'The import (status, progress, counts) and one page of one of its lists (kind).',
          params: ZDsnImportParams,
          querystring: ZDsnImportQuery,
          response: { 200: ZDsnImportResponse, ...ERRORS },
        },
      },
      async (request) => ({
        data: await getDsnImport(ctx, await accessOf(ctx, request), request.params.importId, request.query),
      }),
    );
    app.post(
      '/employees/dsn/:importId/apply',
      {
        ...canEdit,
        schema: {
          tags,
          description:
            'Applies a READY import in a job, all or nothing; GET tells its progress (APPLYING, APPLIED, FAILED).',
          params: ZDsnImportParams,
          response: { 202: ZDsnImportCreated, ...ERRORS },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ data: await applyDsnImport(ctx, await accessOf(ctx, request), request.params.importId) }),
    );
  };
