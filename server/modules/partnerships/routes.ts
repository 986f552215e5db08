import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../common/errors';
import { ZLoginResponse } from '../../../common/schemas/auth';
import { ZTransmissionModeWrite } from '../../../common/schemas/organizations';
import {
  ZContactMail,
  ZPartnershipPage,
  ZPartnershipRequest,
  ZPartnershipResponse,
  ZPartnershipSearch,
  ZPartnershipUpdate,
  ZValidatingMail,
} from '../../../common/schemas/partnerships';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, THROTTLED_GUESS, ZId } from '../../http/routeKit';
import { SET_REFRESH_TOKEN_HEADER } from '../auth/authenticate';
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
    const canList = gate(ctx, 'PARTNERSHIPS_LIST');
    const canEdit = gate(ctx, 'PARTNERSHIPS_EDIT');
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);
    const item = { 200: ZPartnershipResponse, ...ERRORS };

    app.post(
      '/partnerships',
      { ...canList, schema: { tags, body: ZPartnershipSearch, response: { 200: ZPartnershipPage, ...ERRORS } } },
      async (request) => searchPartnerships(ctx, await access(request), request.body),
    );
    app.post(
      '/partnerships/need-user-action',
      {
        ...canList,
        schema: {
          tags,
          description: 'Partnerships waiting for a contact email or for the contact to confirm it.',
          body: ZPartnershipSearch,
          response: { 200: ZPartnershipPage, ...ERRORS },
        },
      },
      async (request) => searchPartnershipsNeedingAction(ctx, await access(request), request.body),
    );
    app.get('/partnership/:id', { ...canList, schema: { tags, params: ZId, response: item } }, async (request) => ({
      data: await requireVisiblePartnership(ctx, await access(request), request.params.id),
    }));
    app.post(
      '/partnership',
      {
        ...canEdit,
        schema: {
          tags,
          description: "The third party's name and address come from the SIRET directory.",
          body: ZPartnershipRequest,
          response: { 201: ZPartnershipResponse, ...ERRORS },
        },
      },
      async (request, reply) => created(reply, await requestPartnership(ctx, await access(request), request.body)),
    );
    app.put(
      '/partnership/:id',
      { ...canEdit, schema: { tags, params: ZId, body: ZPartnershipUpdate, response: item } },
      async (request) => ({
        data: await updatePartnership(ctx, await access(request), request.params.id, request.body),
      }),
    );
    app.put(
      '/partnership/:id/transmission-mode',
      { ...canEdit, schema: { tags, params: ZId, body: ZTransmissionModeWrite, response: item } },
      async (request) => ({
        data: await setTransmissionMode(ctx, await access(request), request.params.id, request.body.transmissionMode),
      }),
    );
    for (const event of ['enable', 'disable'] as const) {
      app.post(
        `/partnership/:id/${event}`,
        { ...canEdit, schema: { tags, params: ZId, response: item } },
        async (request) => ({
          data: await changeStatus(ctx, await access(request), request.params.id, event),
        }),
      );
    }
    app.post(
      '/partnership/:id/fill-contact-mail',
      {
        ...canEdit,
        schema: {
          tags,
          description: 'Sends the contact a link to confirm their email.',
          params: ZId,
          body: ZContactMail,
          response: item,
        },
      },
      async (request) => ({
        data: await fillContactMail(ctx, await access(request), request.params.id, request.body.email),
      }),
    );
    app.post(
      '/partnership/:id/validating-mail',
      {
        schema: {
          tags,
          summary: "The contact confirms their email with the link's reference; a session of theirs comes back",
          description:
            'Public: the reference is the credential. The tokens come in the set-authorization and set-refresh-token headers. ' +
            THROTTLED_GUESS,
          params: ZId,
          body: ZValidatingMail,
          response: { 200: ZLoginResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { tokens, user } = await validateContactMail(ctx, request.params.id, request.body, request.ip);
        reply.header('set-authorization', tokens.accessToken).header(SET_REFRESH_TOKEN_HEADER, tokens.refreshToken);
        return { data: user };
      },
    );
  };
