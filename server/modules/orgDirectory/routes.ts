import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orgDirectory } from '../../../common/api/organizations';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { findEstablishment } from './queries';

/**
 * Mounted on the organisation-directory base: the SIRET lookup that prefills a new organisation.
 * The directory is INSEE's public data, the same for every customer; only the feature gates it.
 */
export const orgDirectoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCall(app, ctx, orgDirectory.lookupSiret, { tags: ['organizations'] }, async (request) => {
      const establishment = await findEstablishment(ctx.database.db, request.params.siret);
      if (!establishment) throw notFound('Establishment');
      return { data: establishment };
    });
  };
