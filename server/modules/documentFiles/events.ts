import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DocEventKind } from '../../../common/documentFields';
import type { DB } from '../../db/schema';

/** Who did something to a document: a user (none for a direct link), from where, with what. */
export type Actor = { userId: string | null; ip: string | null; userAgent: string | null };

export const actorOf = (request: FastifyRequest, userId: string | null): Actor => ({
  userId,
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** Appends to a document's audit (document_events is append-only). */
export const recordEvent = (
  db: Kysely<DB>,
  document: { id: string; customer_id: string },
  kind: DocEventKind,
  actor: Actor,
  detail: Record<string, unknown> = {},
) => recordEvents(db, [document], kind, actor, detail);

/** The same event for each of the documents, in one statement (an archive may hold thousands). */
export const recordEvents = async (
  db: Kysely<DB>,
  documents: { id: string; customer_id: string }[],
  kind: DocEventKind,
  actor: Actor,
  detail: Record<string, unknown> = {},
) => {
  if (documents.length === 0) return;
  await db
    .insertInto('document_events')
    .values(
      documents.map((document) => ({
        document_id: document.id,
        customer_id: document.customer_id,
        kind,
        user_id: actor.userId,
        ip: actor.ip,
        user_agent: actor.userAgent,
        detail: JSON.stringify(detail),
      })),
    )
    .execute();
};
