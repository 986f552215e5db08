import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { IDEMPOTENCY_KEY as KEY } from '../../common/api/idempotencyHeaders';
import { CHORUS_MAX_BYTES } from '../../common/schemas/chorus';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { RUN_ID, runEnded } from '../processRun';
import { AppError } from './errors';
import { fingerprintOf, jsonDigest, readPartsDigest } from './requestFingerprint';

/**
 * `Idempotency-Key` on the calls that create from an upload (document, campaign, signature book,
 * DSN import). An upload whose row committed can still reach its client as an error (the
 * connection dropped on the way back); the client sends it again with the same key and, within a
 * day, gets the first answer instead of a second document. Keys are the caller's own: one user's
 * key never answers another's call. Only a success is kept; a refusal or a failure lets the same
 * key try again. The answer is kept with the request's fingerprint (server/http/requestFingerprint.ts):
 * the key sent again with another request (another file, organisation, type) is refused with 422
 * rather than answered with the first request's answer, its file silently not stored.
 */
/** A call under way for longer than this, in a process that cannot be asked, is taken for abandoned. */
const ABANDONED_AFTER_MS = 10 * 60_000;

type Claim = { userId: string; route: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** The row of the caller's key on this route. */
const rowOf =
  ({ userId, route, key }: Claim) =>
  (eb: ExpressionBuilder<DB, 'idempotency_keys'>) =>
    eb.and({ user_id: userId, route, key });

const inUse = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still under way: try again shortly',
  );

const reused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request: send this one with a new key',
  );

/**
 * The hooks of an idempotent route, after its gate: `preHandler` answers a kept success at once
 * (header `Idempotent-Replayed: true`) when the request is the one answered, or claims the key for
 * this call; `onSend` keeps the answer with the request's fingerprint. `upload`: the body is
 * multipart, digested by its reader (`receiveUpload`) as it reads it, or here to compare it.
 */
export const idempotent = (ctx: AppContext, { upload }: { upload: boolean }) => {
  const { db } = ctx.database;
  // No upload call takes a larger file: a body sent again is read no further to be compared.
  const maxFileBytes = Math.max(ctx.config.documents.maxBytes, ctx.config.dsn.maxBytes, CHORUS_MAX_BYTES) + 1;
  /** This request's fingerprint; undefined for a multipart body that cannot be read whole. */
  const fingerprintNow = async (request: FastifyRequest) => {
    // A JSON body was digested on the way in (preHandler); an upload is read only now, to be compared.
    const digest = upload ? await readPartsDigest(request, maxFileBytes) : request.bodyDigest;
    return digest === undefined ? undefined : fingerprintOf(request, digest);
  };
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined || !request.auth) return;
      // Checked here too: a route that parses its own body (attachValidation) lets header errors by.
      if (typeof key !== 'string' || !KEY.test(key)) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Invalid Idempotency-Key', { 'idempotency-key': 'invalid' });
      }
      const claim: Claim = { userId: request.auth.userId, route: request.routeOptions.url ?? request.url, key };
      if (!upload) request.bodyDigest = jsonDigest(request.body);
      const since = new Date(Date.now() - 24 * 3600_000);
      for (let attempt = 0; attempt < 2; attempt++) {
        const claimed = await db
          .insertInto('idempotency_keys')
          .values({ user_id: claim.userId, route: claim.route, key, run_id: RUN_ID })
          .onConflict((oc) => oc.columns(['user_id', 'route', 'key']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) {
          request.idempotencyClaim = claim;
          return;
        }
        const kept = await db
          .selectFrom('idempotency_keys')
          .select(['run_id', 'status', 'body', 'fingerprint', 'created_at'])
          .where(rowOf(claim))
          .executeTakeFirst();
        if (!kept) continue;
        const stale = kept.created_at < since;
        if (kept.status !== null && !stale) {
          // A kept answer from before fingerprints (none) cannot be told the same request's: refused.
          if (kept.fingerprint === null || kept.fingerprint !== (await fingerprintNow(request))) throw reused();
          return reply
            .status(kept.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(kept.body);
        }
        const abandoned =
          stale || (runEnded(kept.run_id) ?? kept.created_at.getTime() < Date.now() - ABANDONED_AFTER_MS);
        if (kept.status === null && !abandoned) throw inUse();
        // A day-old answer, or a call whose process died: the key is free again. Named by its run, not
        // its created_at: PostgreSQL keeps microseconds, which the Date read back has lost.
        await db.deleteFrom('idempotency_keys').where(rowOf(claim)).where('run_id', '=', kept.run_id).execute();
      }
      throw inUse();
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      try {
        // Only a success is kept: after a refusal or a failure, the same key may try again.
        if (reply.statusCode < 300 && typeof payload === 'string') {
          await db
            .updateTable('idempotency_keys')
            .set({
              status: reply.statusCode,
              body: payload,
              fingerprint: request.bodyDigest ? fingerprintOf(request, request.bodyDigest) : null,
            })
            .where(rowOf(claim))
            .where('run_id', '=', RUN_ID)
            .execute();
        } else {
          await db.deleteFrom('idempotency_keys').where(rowOf(claim)).where('run_id', '=', RUN_ID).execute();
        }
      } catch (error) {
        // The answer goes out all the same; a retry meets a call still "under way" until it is abandoned.
        request.log.warn({ err: error }, 'the answer of an idempotent call could not be kept');
      }
      return payload;
    },
  };
};

/** Forgets the keys of calls answered a day ago or more (the nightly purge). */
export const deleteOldIdempotencyKeys = async (db: Kysely<DB>, before: Date) =>
  Number((await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst()).numDeletedRows);
