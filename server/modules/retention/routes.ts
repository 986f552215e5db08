import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purges, retention } from '../../../common/api/retention';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { releaseHold, searchHolds, setHold } from './holds';
import { getRetentionPolicies, setRetentionPolicies } from './policies';
import { purgeScopeOf } from './purge';
import { PURGE_RETENTION } from './purgeJob';
import { purgeRecords, upcomingPurges } from './purgeLists';

/** Mounted on the desk base: how long an organisation keeps each document type, what holds documents, the purge. */
export const retentionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['organizations'];
    serveCall(
      app,
      ctx,
      retention.get,
      {
        tags,
        summary: "Each document type's retention policy as it applies to the organisation",
        description: 'Chosen by the organisation (OWN), by one above it (INHERITED), or the default (DEFAULT).',
      },
      async (request) => ({
        data: await getRetentionPolicies(ctx.database.db, await accessOf(ctx, request), request.params.id),
      }),
    );
    serveCall(
      app,
      ctx,
      retention.update,
      {
        tags,
        summary: "Set the organisation's own retention policies",
        description:
          'A document type left out inherits again. The purge day of the documents concerned (the ' +
          "organisation's and those below it) is recomputed by a job.",
      },
      async (request) => ({
        data: await setRetentionPolicies(ctx, await accessOf(ctx, request), request.params.id, request.body),
      }),
    );
    const { db } = ctx.database;
    const holdTags = ['retention'];
    serveCall(
      app,
      ctx,
      purges.hold,
      {
        tags: holdTags,
        summary: "Hold a document, an employee's documents or an organisation's (and below) from the purge",
      },
      async (request) => ({ data: await setHold(db, await accessOf(ctx, request), request.body) }),
    );
    serveCall(
      app,
      ctx,
      purges.searchHolds,
      { tags: holdTags, summary: 'The holds on what the caller sees' },
      async (request) => searchHolds(db, await accessOf(ctx, request), request.body),
    );
    serveCall(
      app,
      ctx,
      purges.release,
      { tags: holdTags, summary: 'Release a hold (it stays listed, with who released it)' },
      async (request) => ({ data: await releaseHold(db, await accessOf(ctx, request), request.params.id) }),
    );
    serveCall(
      app,
      ctx,
      purges.upcoming,
      {
        tags: holdTags,
        summary: "The documents whose retention day falls within some days (0: the purge's dry run)",
      },
      async (request) => upcomingPurges(db, await accessOf(ctx, request), request.body),
    );
    serveCall(
      app,
      ctx,
      purges.audit,
      { tags: holdTags, summary: "The purge's audit: what went, under which rule, when" },
      async (request) => purgeRecords(db, await accessOf(ctx, request), request.body),
    );
    serveCall(
      app,
      ctx,
      purges.run,
      {
        tags: holdTags,
        summary: 'Purge now what the caller sees that is past its retention day and not held',
        description: 'Queues the purge; its audit lists each document as it goes.',
      },
      async (request) => {
        const scope = purgeScopeOf(await accessOf(ctx, request));
        await ctx.boss.send(PURGE_RETENTION, scope);
        return { data: { queued: true } };
      },
    );
  };
