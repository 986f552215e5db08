import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB, DocumentTable } from '../../db/schema';
import { queueDocumentTexts } from './textJobs';
import type { Actor } from './events';
import { indexDocuments } from './queries';

export type Deposit = { values: Insertable<DocumentTable> & { blob_key: string }; detail?: Record<string, unknown> };

/**
 * Writes documents of the safe whose blobs are already stored, in the caller's transaction: the
 * rows, their DEPOSIT events, their search entries (by name until their text is read) and their
 * text jobs, each kind in one statement for them all (a collector files a batch at once). An
 * upload and a campaign's dispatch file documents the same way. Answers the new ids, in order.
 */
export const writeDeposits = async (
  trx: Kysely<DB>,
  boss: PgBoss,
  deposits: Deposit[],
  actor: Actor,
): Promise<string[]> => {
  if (deposits.length === 0) return [];
  // Ids chosen here, so that each event and job meets its own document whatever order rows come back in.
  const ids = deposits.map(() => randomUUID());
  await trx
    .insertInto('documents')
    .values(deposits.map(({ values }, index) => ({ ...values, id: ids[index] })))
    .execute();
  await trx
    .insertInto('document_events')
    .values(
      deposits.map(({ values, detail }, index) => ({
        document_id: ids[index]!,
        customer_id: values.customer_id,
        kind: 'DEPOSIT' as const,
        user_id: actor.userId,
        ip: actor.ip,
        user_agent: actor.userAgent,
        detail: JSON.stringify({ sha256: values.blob_key, ...detail }),
      })),
    )
    .execute();
  await indexDocuments(trx, ids);
  await queueDocumentTexts(trx, boss, ids);
  return ids;
};

/** One document, as `writeDeposits`. Answers the new id. */
export const writeDeposit = async (
  trx: Kysely<DB>,
  boss: PgBoss,
  values: Deposit['values'],
  actor: Actor,
  detail: Record<string, unknown> = {},
): Promise<string> => (await writeDeposits(trx, boss, [{ values, detail }], actor))[0]!;
