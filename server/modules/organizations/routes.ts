import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ZErrorBody } from '../../../common/errors';
import { ZOrganizationSearch, ZOrganizationSummary } from '../../../common/schemas/organizations';
import { accessOf, orgVisibleTo, requireFeature } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { containsPattern, searchPage } from '../rights/references';

/**
 * Mounted on the desk base: the paged search of the organisations the caller may see. (The rest of
 * the organisations area — create, edit, configuration, SIRET — comes with its own issue.)
 */
export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/organizations',
      {
        onRequest: authenticate(ctx),
        preHandler: requireFeature(ctx, 'ORGANIZATIONS_LIST'),
        schema: {
          tags: ['organizations'],
          body: ZOrganizationSearch,
          response: {
            200: z.object({ organizations: z.array(ZOrganizationSummary), count: z.number() }),
            400: ZErrorBody,
            401: ZErrorBody,
            403: ZErrorBody,
          },
        },
      },
      async (request) => {
        const access = await accessOf(ctx, request);
        const { search, limit, page, ids } = request.body;
        const matching = ctx.database.db
          .selectFrom('organizations')
          .where(orgVisibleTo(access, 'organizations.id'))
          .where(sql`lower(name)`, 'like', containsPattern(search))
          .$if(ids !== undefined, (qb) =>
            qb.where('id', 'in', ids!.length ? ids! : ['00000000-0000-0000-0000-000000000000']),
          );
        const { rows, count } = await searchPage(
          matching,
          'organizations',
          (query) => query.select(['id', 'name', 'siret', 'parent_id as parentId']),
          { page, limit },
        );
        return { organizations: rows, count };
      },
    );
  };
