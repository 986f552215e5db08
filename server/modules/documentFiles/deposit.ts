import type { Insertable, Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB, DocumentTable } from '../../db/schema';
import { queueDocumentText } from './textJobs';
import { recordEvent, type Actor } from './events';
import { indexDocument } from './queries';

/**
 * Writes a document of the safe whose blob is already stored, in the caller's transaction: the
 * row, its DEPOSIT event, its search entry (by name until its text is read) and its text job.
 * An upload and a campaign's dispatch file documents the same way. Answers the new id.
 */
export const writeDeposit = async (
  trx: Kysely<DB>,
  boss: PgBoss,
  values: Insertable<DocumentTable> & { blob_key: string },
  actor: Actor,
  detail: Record<string, unknown> = {},
): Promise<string> => {
  const row = await trx
    .insertInto('documents')
    .values(values)
    .returning(['id', 'customer_id'])
    .executeTakeFirstOrThrow();
  await recordEvent(trx, row, 'DEPOSIT', actor, { sha256: values.blob_key, ...detail });
  await indexDocument(trx, row.id);
  await queueDocumentText(trx, boss, row.id);
  return row.id;
};
