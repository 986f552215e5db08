import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closure } from '../../../common/api/closure';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { announceClosure, closureNoticeOf, withdrawClosure } from './notice';

/** Mounted on the desk base: the service's closure notice. */
export const closureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['closure'];
    const { db } = ctx.database;
    serveCall(
      app,
      ctx,
      closure.get,
      { tags, summary: "The service's announced closure, or null" },
      async (request) => ({ data: await closureNoticeOf(db, (await accessOf(ctx, request)).customerId) }),
    );
    serveCall(
      app,
      ctx,
      closure.announce,
      {
        tags,
        summary: 'Announce the closure of the service, at least three months ahead',
        description:
          'Every account holder is mailed (again when the day moves), and every screen shows it. Only a user who ' +
          "sees the customer's root organisation may (else 404).",
      },
      async (request) => ({ data: await announceClosure(ctx, await accessOf(ctx, request), request.body.closesOn) }),
    );
    serveCall(app, ctx, closure.withdraw, { tags, summary: 'Withdraw the closure notice' }, async (request) => ({
      data: await withdrawClosure(db, await accessOf(ctx, request)),
    }));
  };
