import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { successStatusOf, type CallDeclaration, type CallRequestParts, type CallResult } from '../../common/api/call';
import { ZIdempotencyHeaders } from '../../common/api/idempotencyHeaders';
import { requireFeature } from '../access/requestAccess';
import type { AppContext } from '../context';
import { authenticate } from '../auth/authenticate';
import { BASES } from '../../common/api/bases';
import { idempotent } from './idempotency';

/** What a throttled public call says of its 429 in the API's document (server/security/throttle.ts). */
export const THROTTLED_MAIL =
  '429 (with Retry-After) past the requests one client address may make in a quarter of an hour; ' +
  'past the mails one recipient may get in an hour, the same answer as any other and no mail.';
export const THROTTLED_GUESS =
  '429 (with Retry-After) once one client address has sent too many invalid secrets in a quarter of an hour.';

/**
 * A route beyond its declaration: what the API's document says of its behaviour, in words, and
 * `attachValidation` where the handler reads an invalid body itself (to give its own field codes).
 */
export type RouteExtras = { tags: string[]; summary?: string; description?: string; attachValidation?: true };

/**
 * The handler of a declared call: its request typed from the declaration's schemas, its answer
 * the success status's (sent with that status; nothing for a 204). A handler that answers by
 * itself (a file, a redirect, a status chosen at run time) returns the reply.
 */
export type CallHandler<D extends CallDeclaration> = (
  request: FastifyRequest<CallRequestParts<D>>,
  reply: FastifyReply,
) => Promise<CallResult<D> | FastifyReply>;

const urlOf = (ctx: AppContext, path: string) =>
  `/${path.replace('{product}', ctx.config.productCode).replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Registers a declared call (common/api/) in a module's routes: its gate (the session, the
 * feature, checked before the body is even read), its schemas both ways, its idempotency, and
 * the success status. The module is mounted on the declaration's base, checked here.
 */
export const serveCall = <D extends CallDeclaration>(
  app: FastifyInstance,
  ctx: AppContext,
  declaration: D,
  { attachValidation, ...docs }: RouteExtras,
  handler: CallHandler<D>,
) => {
  const { method, base, path, access, params, query, body, upload, idempotent: isIdempotent, responses } = declaration;
  const prefix = base === 'root' ? '' : BASES[base];
  if (app.prefix !== prefix)
    throw new Error(`${method} ${path} is declared on ${prefix || '/'}, served on ${app.prefix}`);
  const idempotency = isIdempotent ? idempotent(ctx, { upload: upload === true }) : undefined;
  const status = successStatusOf(declaration);
  const options: RouteOptions = {
    method,
    url: urlOf(ctx, path),
    ...(access === 'public'
      ? {}
      : {
          onRequest: authenticate(ctx, { allowUnfinalised: access.newAccounts }),
          ...(access.feature ? { preValidation: requireFeature(ctx, access.feature) } : {}),
        }),
    ...idempotency,
    ...(attachValidation ? { attachValidation } : {}),
    schema: {
      ...docs,
      ...(upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(isIdempotent ? { headers: ZIdempotencyHeaders } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(responses ? { response: responses } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as never, reply);
      if (answer === reply || reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : answer);
    },
  };
  app.route(options);
};
