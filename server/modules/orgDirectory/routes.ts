import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { ZSiretLookup } from '../../../common/schemas/orgDirectory';
import { ZSiret } from '../../../common/siret';
import { requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { authenticate } from '../auth/authenticate';
import { findEstablishment } from './queries';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * Mounted on the organisation-directory base: the SIRET lookup that prefills a new organisation.
 * The directory is INSEE's public data, the same for every customer; only the feature gates it.
 */
export const orgDirectoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(ctx));
    app.addHook('preValidation', requireFeature(ctx, 'ORGANIZATIONS_EDIT'));

    app.get(
      '/siret/:siret',
      {
        schema: {
          tags: ['organizations'],
          params: z.object({ siret: ZSiret }),
          response: { 200: ZSiretLookup, ...errors },
        },
      },
      async (request) => {
        const establishment = await findEstablishment(ctx.database.db, request.params.siret);
        if (!establishment) throw notFound('Establishment');
        return { data: establishment };
      },
    );
  };
