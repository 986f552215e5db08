import { sql, type Kysely } from 'kysely';
import type { TDocSearch } from '../../../common/schemas/documents';
import type { PageKey } from '../../db/pageKeys';
import type { DB } from '../../db/schema';
import { uuids } from '../../db/uuids';
import { cappedCount } from './counts';
import type { Viewer } from './queries';

/**
 * A documents list read from the index of what the caller's set of rules lets through (a scope,
 * migration 0034): one range of an index in deposit order, as an administrator's list reads the
 * documents themselves, however few documents the rules let through. Filtering the documents as
 * they are read instead walks every document for the few that pass.
 */

/** The caller's rule ids when such an index may answer this search: the plain list in deposit order. */
export const ruleIndexOf = (caller: Viewer, search: TDocSearch): string[] | null => {
  const { reader } = caller;
  if (reader.kind !== 'STAFF' || !reader.ruleIds) return null;
  if (search.ids !== undefined || search.search.trim() || search.sort.field !== 'createdAt') return null;
  if (Object.values(search.filters).some((value) => value !== undefined)) return null;
  return reader.ruleIds;
};

/**
 * The scope of these rules when its index is built; otherwise null, and a scope seen for the first
 * time is registered for the `rules.index-documents` job to build. Its day of use is kept (once a
 * day), so that the job drops the scopes no one uses any more.
 */
export const builtScope = async (db: Kysely<DB>, customerId: string, ruleIds: string[]): Promise<string | null> => {
  const scope = await db
    .selectFrom('access_scopes')
    .select(['id', 'documents_indexed', sql<boolean>`used_on < current_date`.as('usedBefore')])
    .where('customer_id', '=', customerId)
    .where(sql<boolean>`rule_ids = ${uuids(ruleIds)}`)
    .executeTakeFirst();
  if (!scope) {
    await db
      .insertInto('access_scopes')
      .values({ customer_id: customerId, rule_ids: sql<string[]>`${uuids(ruleIds)}` })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return null;
  }
  if (scope.usedBefore)
    await db
      .updateTable('access_scopes')
      .set({ used_on: sql`current_date` })
      .where('id', '=', scope.id)
      .execute();
  return scope.documents_indexed ? scope.id : null;
};

/** A page's ids with the text of their sort value (for the next seek), in order; `page` counts from `after` when given. */
export const rulePage = (
  scopeId: string,
  { sort, page, limit }: Pick<TDocSearch, 'sort' | 'page' | 'limit'>,
  after?: PageKey,
) => {
  const descending = sort.order === 'DESC';
  const direction = descending ? sql`desc` : sql`asc`;
  const seek = after
    ? sql`and (created_at, document_id) ${descending ? sql`<` : sql`>`} (cast(${after.value} as timestamptz), cast(${after.id} as uuid))`
    : sql``;
  return sql<{ id: string; seekValue: string }>`
    select document_id as id, created_at::text as "seekValue"
    from access_scope_documents where scope_id = ${scopeId} ${seek}
    order by created_at ${direction}, document_id ${direction}
    limit ${limit} offset ${(page - 1) * limit}`;
};

/** Their count read up to the cap (or up to the page asked, if further), as the documents' own is read. */
export const ruleCount = (db: Kysely<DB>, scopeId: string, search: Pick<TDocSearch, 'page' | 'limit'>) =>
  cappedCount(db, db.selectFrom('access_scope_documents').where('scope_id', '=', scopeId), search);
