import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSiretLookup } from '../../../common/schemas/orgDirectory';
import { ZSiret } from '../../../common/siret';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { ERRORS, gate } from '../../http/routeKit';
import { findEstablishment } from './queries';

/**
 * Mounted on the organisation-directory base: the SIRET lookup that prefills a new organisation.
 * The directory is INSEE's public data, the same for every customer; only the feature gates it.
 */
export const orgDirectoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/siret/:siret',
      {
        ...gate(ctx, 'ORGANIZATIONS_EDIT'),
        schema: {
          tags: ['organizations'],
          params: z.object({ siret: ZSiret }),
          response: { 200: ZSiretLookup, ...ERRORS },
        },
      },
      async (request) => {
        const establishment = await findEstablishment(ctx.database.db, request.params.siret);
        if (!establishment) throw notFound('Establishment');
        return { data: establishment };
      },
    );
  };
