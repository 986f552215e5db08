import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerships } from '../../../common/api/partnerships';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { THROTTLED_GUESS, serveCall } from '../../http/serveCall';
import { SET_REFRESH_TOKEN_HEADER } from '../../auth/authenticate';
import { fillContactMail, validateContactMail } from './contact';
import {
  changeStatus,
  requestPartnership,
  requireVisiblePartnership,
  searchPartnerships,
  searchPartnershipsNeedingAction,
  setTransmissionMode,
  updatePartnership,
} from './service';

/** Mounted on the desk base: partnerships with third-party organisations (spec section 7). */
export const partnershipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['partnerships'];
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, partnerships.search, { tags }, async (request) =>
      searchPartnerships(ctx, await callerOf(request), request.body),
    );
    serveCall(
      app,
      ctx,
      partnerships.searchNeedingAction,
      { tags, description: 'Partnerships waiting for a contact email or for the contact to confirm it.' },
      async (request) => searchPartnershipsNeedingAction(ctx, await callerOf(request), request.body),
    );
    serveCall(app, ctx, partnerships.get, { tags }, async (request) => ({
      data: await requireVisiblePartnership(ctx, await callerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      partnerships.create,
      { tags, description: "The third party's name and address come from the SIRET directory." },
      async (request) => ({ data: await requestPartnership(ctx, await callerOf(request), request.body) }),
    );
    serveCall(app, ctx, partnerships.update, { tags }, async (request) => ({
      data: await updatePartnership(ctx, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, partnerships.setTransmissionMode, { tags }, async (request) => ({
      data: await setTransmissionMode(ctx, await callerOf(request), request.params.id, request.body.transmissionMode),
    }));
    serveCall(app, ctx, partnerships.enable, { tags }, async (request) => ({
      data: await changeStatus(ctx, await callerOf(request), request.params.id, 'enable'),
    }));
    serveCall(app, ctx, partnerships.disable, { tags }, async (request) => ({
      data: await changeStatus(ctx, await callerOf(request), request.params.id, 'disable'),
    }));
    serveCall(
      app,
      ctx,
      partnerships.fillContactMail,
      { tags, description: 'Sends the contact a link to confirm their email.' },
      async (request) => ({
        data: await fillContactMail(ctx, await callerOf(request), request.params.id, request.body.email),
      }),
    );
    serveCall(
      app,
      ctx,
      partnerships.validatingMail,
      {
        tags,
        summary: "The contact confirms their email with the link's reference; a session of theirs comes back",
        description:
          'Public: the reference is the credential. The tokens come in the set-authorization and set-refresh-token headers. ' +
          THROTTLED_GUESS,
      },
      async (request, reply) => {
        const { tokens, user } = await validateContactMail(ctx, request.params.id, request.body, request.ip);
        reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);
        return { data: user };
      },
    );
  };
