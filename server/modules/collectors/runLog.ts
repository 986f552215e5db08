import { sql, type Kysely } from 'kysely';
import type { TCollectedItem, TCollectorRun, TItemSearch, TRunSearch } from '../../../common/schemas/collectors';
import { documentReaderOf, visibleDocumentIds } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import { pageOfRows } from '../../db/pager';
import type { DB } from '../../db/schema';

/** A subscription's runs, newest first. */
export const runPage = async (db: Kysely<DB>, subscriptionId: string, search: TRunSearch) => {
  const matching = db
    .selectFrom('collector_runs')
    .where('collector_runs.subscription_id', '=', subscriptionId)
    .$if(Boolean(search.filters.status), (qb) => qb.where('collector_runs.status', '=', search.filters.status!));
  const { rows, count } = await pageOfRows(
    matching,
    (query) => query.selectAll('collector_runs'),
    { sortMap: { startedAt: sql`collector_runs.started_at` }, idColumn: 'collector_runs.id' },
    search,
  );
  const runs: TCollectorRun[] = rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    collected: row.collected,
    duplicates: row.duplicates,
    refused: row.refused,
    error: row.error,
  }));
  return { runs, count };
};

/**
 * A subscription's ledger, newest first. A document the caller's rules do not show them (another
 * type, say) is not named: the row says what happened, not where it went.
 */
export const itemPage = async (db: Kysely<DB>, caller: Access, subscriptionId: string, search: TItemSearch) => {
  const { status, runId } = search.filters;
  const matching = db
    .selectFrom('collector_items')
    .where('collector_items.subscription_id', '=', subscriptionId)
    .$if(Boolean(status), (qb) => qb.where('collector_items.status', '=', status!))
    .$if(Boolean(runId), (qb) => qb.where('collector_items.run_id', '=', runId!));
  const { rows, count } = await pageOfRows(
    matching,
    (query) => query.selectAll('collector_items'),
    { sortMap: { at: sql`collector_items.created_at` }, idColumn: 'collector_items.id' },
    search,
  );
  const documentIds = rows.flatMap((row) => (row.document_id ? [row.document_id] : []));
  const seen = new Set(await visibleDocumentIds(db, await documentReaderOf(db, caller), documentIds));
  const items: TCollectedItem[] = rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    login: row.login,
    remoteName: row.remote_name,
    status: row.status,
    documentId: row.document_id && seen.has(row.document_id) ? row.document_id : null,
    sha256: row.sha256,
    error: row.error,
    at: row.created_at.toISOString(),
  }));
  return { items, count };
};
