import { expressionBuilder, sql, type Kysely } from 'kysely';
import { resolveDocumentScope, visibleDocuments } from '../../access/documentFilter';
import { indexableRuleIds } from '../../access/ruleDocuments';
import { inlineParameters } from '../../db/inlineParameters';
import type { DB } from '../../db/schema';
import { uuids } from '../../db/uuids';
import { declareJob } from '../../jobs/declaration';

export const INDEX_SCOPE_DOCUMENTS = 'rules.index-documents';

/** A scope no list has used for this long is dropped: its users' rules have changed, or they left. */
const UNUSED_DAYS = 30;

/**
 * Rebuilds the documents of one scope out of date (migration 0034), in the caller's transaction;
 * false when none is. Its rules are compiled as every list filters documents, into the text the
 * triggers then run on the documents written after. It first waits for the document writes of its
 * customer under way (their triggers may have run the former filter) by taking and releasing the
 * exclusive lock they share, then reads the documents afresh. The scope's row stays locked until
 * it commits, so a change meanwhile marks it again after, and another worker skips it. A scope
 * whose rules no index can answer any more (one lets everything through) is dropped.
 */
export const rebuildStaleScope = async (trx: Kysely<DB>): Promise<boolean> => {
  const { rows } = await sql<{ id: string; customer_id: string; rule_ids: string[] }>`
    select id, customer_id, rule_ids from access_scopes where not documents_indexed
    order by id limit 1 for no key update skip locked`.execute(trx);
  const scope = rows[0];
  if (!scope) return false;
  const rules = await trx
    .selectFrom('access_rules')
    .selectAll()
    .where(sql<boolean>`id = any(${uuids(scope.rule_ids)})`)
    .execute();
  const resolved = await resolveDocumentScope(trx, rules, [scope.customer_id]);
  if (rules.length !== scope.rule_ids.length || !indexableRuleIds(rules, resolved)) {
    await trx.deleteFrom('access_scopes').where('id', '=', scope.id).execute();
    return true;
  }
  const filter = visibleDocuments(resolved)(expressionBuilder<DB, 'documents'>());
  const filterSql = inlineParameters(sql`${filter}`.compile(trx));
  const lock = sql`hashtext('access-scope-documents:' || ${scope.customer_id}::text)`;
  await sql`select pg_advisory_lock(${lock}), pg_advisory_unlock(${lock})`.execute(trx);
  await sql`delete from access_scope_documents where scope_id = ${scope.id}`.execute(trx);
  await sql`
    insert into access_scope_documents (scope_id, created_at, document_id)
    select ${scope.id}, documents.created_at, documents.id from documents
    where documents.customer_id = ${scope.customer_id} and (${sql.raw(filterSql)})
    on conflict do nothing`.execute(trx);
  await trx
    .updateTable('access_scopes')
    .set({ documents_indexed: true, filter_sql: filterSql })
    .where('id', '=', scope.id)
    .execute();
  return true;
};

/** Drops the scopes unused for 30 days, then rebuilds those out of date, one per transaction. */
export const indexScopeDocuments = async (db: Kysely<DB>) => {
  await sql`delete from access_scopes where used_on < current_date - ${UNUSED_DAYS}::int`.execute(db);
  while (await db.transaction().execute(rebuildStaleScope));
};

/** Every minute: until a scope is built, its callers' lists filter documents as they read them. */
export const indexScopeDocumentsJob = declareJob({
  queue: INDEX_SCOPE_DOCUMENTS,
  work: (ctx) => indexScopeDocuments(ctx.database.db),
  schedule: { cron: '* * * * *' },
});
