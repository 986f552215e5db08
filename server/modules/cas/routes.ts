import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account } from '../../../common/api/account';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { countFailure, isSpent, throttleRules } from '../../security/throttle';
import { findUserByLogin } from '../../auth/users';
import { openSession } from '../../auth/sessions';
import { casServiceUrl, validateServiceTicket } from './casClient';

/**
 * The CAS server sends the browser here with a ticket; a
 * valid ticket of a known, unblocked user opens a session handed to the front end through
 * /autologin, which takes the tokens out of the address bar at once. A ticket the CAS server
 * refuses counts as a failed login of the address; past the limit the CAS server is not even asked.
 */
export const casRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCall(
      app,
      ctx,
      account.casCallback,
      { tags: ['session'], summary: 'CAS single sign-on: validates the service ticket and starts a session' },
      async (request, reply) => {
        const { cas } = ctx.config;
        const ticket = request.query.ticket;
        if (!cas.enabled || !cas.url || !ticket) return reply.redirect('/login?sso=failed');
        const { db } = ctx.database;
        const failedLogins = throttleRules(ctx.config).failedLogins;
        if (await isSpent(db, failedLogins, request.ip)) return reply.redirect('/login?sso=throttled');
        const validation = await validateServiceTicket(cas.url, casServiceUrl(ctx.config), ticket);
        if ('failure' in validation) {
          if (validation.failure === 'refused') await countFailure(db, failedLogins, request.ip);
          return reply.redirect('/login?sso=failed');
        }
        const user = await findUserByLogin(db, validation.user);
        if (!user) return reply.redirect('/login?sso=unknown');
        if (user.blocked_at || (user.blocked_until && user.blocked_until > new Date())) {
          return reply.redirect('/login?blocked=1');
        }
        const tokens = await openSession({ ...ctx, db: ctx.database.db }, user);
        const query = new URLSearchParams({ authorization: tokens.accessToken, refreshToken: tokens.refreshToken });
        return reply.redirect(`/autologin?${query}`);
      },
    );
  };
