import { sql, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { DOC_TYPES } from '../../../common/docTypes';
import type { DB } from '../../db/schema';
import { declareJob } from '../../jobs/declaration';
import { sendInTransaction } from '../../jobs/inTransaction';

export const RECOMPUTE_RETENTION = 'retention.recompute';
const BATCH = 2_000;

type Cursor = { createdAt: Date; id: string };

/**
 * Recomputes the purge day of one document type's documents under an organisation (its subtree),
 * after a policy changed there: organisation by organisation, in short batches along the
 * (organisation, deposit) index, so that no batch holds its rows long enough to stall a deposit.
 * Running it again changes nothing more. Answers how many documents changed.
 */
export const recomputeRetention = async (db: Kysely<DB>, orgId: string, docType: string): Promise<number> => {
  const orgIds = (
    await db
      .selectFrom('organizations')
      .select('id')
      .where(sql<boolean>`org_path @> array[${orgId}]::uuid[]`)
      .execute()
  ).map((row) => row.id);
  let changed = 0;
  for (const id of orgIds) {
    let after: Cursor | null = null;
    for (;;) {
      const batch: { id: string; created_at: Date }[] = await db
        .selectFrom('documents')
        .select(['id', 'created_at'])
        .where('org_id', '=', id)
        .where('doc_type', '=', docType)
        .$if(after !== null, (query) =>
          query.where(sql<boolean>`(created_at, id) < (${after!.createdAt}, ${after!.id}::uuid)`),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(BATCH)
        .execute();
      if (batch.length === 0) break;
      const result = await sql`
        update documents set retain_until = document_retain_until(org_id, doc_type, employee_id, created_at)
        where id = any(${batch.map((row) => row.id)}::uuid[])
          and retain_until is distinct from document_retain_until(org_id, doc_type, employee_id, created_at)
      `.execute(db);
      changed += Number(result.numAffectedRows ?? 0);
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }
  return changed;
};

export const recomputeRetentionJob = declareJob<{ orgId: string; docType: string }>({
  queue: RECOMPUTE_RETENTION,
  work: (ctx, job) => recomputeRetention(ctx.database.db, job.data.orgId, job.data.docType),
});

/** Queues the recomputation of an organisation's subtree, for the types given (all: it moved in the tree). */
export const queueRetentionRecompute = async (
  trx: Kysely<DB>,
  boss: PgBoss,
  orgId: string,
  docTypes: readonly string[] = DOC_TYPES,
) => {
  for (const docType of docTypes) await sendInTransaction(trx, boss, RECOMPUTE_RETENTION, { orgId, docType });
};
