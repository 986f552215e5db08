import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZErrorBody } from '../../common/errors';
import type { Feature } from '../../common/features';
import { requireFeature } from '../access/requestAccess';
import type { AppContext } from '../context';
import { authenticate } from '../modules/auth/authenticate';

/**
 * What every route of the API shares: who may call it, the error answers, path ids, and the
 * 201/204 answers. A route reads as `app.post(path, { ...gate(ctx, 'USERS_EDIT'), schema }, handler)`.
 */

/**
 * The error answers a signed-in call may give; each one has the shape `{error: {code, message, fields?}}`.
 * 503: the database is away (a restart, a failover); the same call succeeds once it is back.
 */
export const ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  503: ZErrorBody,
};

/** What a throttled public call says of its 429 in the API's document (server/security/throttle.ts). */
export const THROTTLED_MAIL =
  '429 (with Retry-After) past the requests one client address may make in a quarter of an hour; ' +
  'past the mails one recipient may get in an hour, the same answer as any other and no mail.';
export const THROTTLED_GUESS =
  '429 (with Retry-After) once one client address has sent too many invalid secrets in a quarter of an hour.';

/** A uuid in a path or a body, in any case (an upper-case one names the same row), and `{id}`. */
export { ZId, ZUuid } from '../../common/schemas/ids';

/**
 * A signed-in call (a new account not yet finalised only where allowed), and the feature it needs,
 * checked before the body is even read (preValidation): a caller without it gets 403 whatever they send.
 */
export const gate = (ctx: AppContext, feature?: Feature, options: { allowUnfinalised?: boolean } = {}) => ({
  onRequest: authenticate(ctx, options),
  ...(feature ? { preValidation: requireFeature(ctx, feature) } : {}),
});

export const ZNoContent = z.null();

/** 201 with the created item in the `{data}` envelope. */
export const created = <T>(reply: FastifyReply, data: T) => reply.status(201).send({ data } as never);

/** 204, once the work is done. */
export const noContent = (reply: FastifyReply) => reply.status(204).send(null as never);
