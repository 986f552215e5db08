import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { TLegalHold, ZLegalHoldSearch, ZLegalHoldWrite } from '../../../common/schemas/retention';
import { documentReaderOf, documentVisible, visibleDocumentIds } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import { userName } from '../../access/userName';
import { visibleOrganizations } from '../../access/visibility';
import { containsPattern } from '../../db/pager';
import type { DB, LegalHoldScope } from '../../db/schema';
import { notFound } from '../../http/errors';
import { visibleEmployees } from '../employees/queries';

/** Serialises holds being set with purge batches of the same customer: a hold committed first is always seen. */
export const lockHoldsOf = (trx: Kysely<DB>, customerId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`legal-holds:${customerId}`}))`.execute(trx);

const targetSeen = async (db: Kysely<DB>, caller: Access, scope: LegalHoldScope, id: string) => {
  if (scope === 'DOCUMENT')
    return (await visibleDocumentIds(db, await documentReaderOf(db, caller), [id])).length === 1;
  const rows =
    scope === 'EMPLOYEE'
      ? await visibleEmployees(db, caller).select('employees.id').where('employees.id', '=', id).execute()
      : await visibleOrganizations(db, caller).select('organizations.id').where('organizations.id', '=', id).execute();
  return rows.length === 1;
};

/** The holds whose target the caller sees. */
const holdSeen = async (db: Kysely<DB>, caller: Access): Promise<Expression<SqlBool>> => {
  const reader = await documentReaderOf(db, caller);
  const documents = db.selectFrom('documents').select('documents.id').where(documentVisible(reader));
  const employees = visibleEmployees(db, caller).select('employees.id');
  const organizations = visibleOrganizations(db, caller).select('organizations.id');
  return sql<SqlBool>`(h.customer_id = ${caller.customerId} and (
    (h.scope = 'DOCUMENT' and h.target_id in (${documents}))
    or (h.scope = 'EMPLOYEE' and h.target_id in (${employees}))
    or (h.scope = 'ORGANIZATION' and h.target_id in (${organizations}))))`;
};

type HoldRow = {
  id: string;
  scope: LegalHoldScope;
  target_id: string;
  target_name: string | null;
  reason: string;
  set_by: string;
  set_at: Date;
  released_by: string | null;
  released_at: Date | null;
};
const holdOf = (row: HoldRow): TLegalHold => ({
  id: row.id,
  scope: row.scope,
  targetId: row.target_id,
  targetName: row.target_name,
  reason: row.reason,
  setBy: row.set_by,
  setAt: row.set_at.toISOString(),
  releasedBy: row.released_by,
  releasedAt: row.released_at?.toISOString() ?? null,
});

/** The holds with what each holds by name: a document's file, an employee, an organisation (none once deleted). */
const holdsWithTargets = (db: Kysely<DB>) =>
  db
    .selectFrom('legal_holds as h')
    .leftJoin('documents as hd', (join) => join.onRef('hd.id', '=', 'h.target_id').on('h.scope', '=', 'DOCUMENT'))
    .leftJoin('employees as he', (join) => join.onRef('he.id', '=', 'h.target_id').on('h.scope', '=', 'EMPLOYEE'))
    .leftJoin('organizations as ho', (join) =>
      join.onRef('ho.id', '=', 'h.target_id').on('h.scope', '=', 'ORGANIZATION'),
    );

const targetName = sql<string | null>`coalesce(hd.file_name, he.last_name || ' ' || he.first_name, ho.name)`;

const HOLD_COLUMNS = [
  'h.id',
  'h.scope',
  'h.target_id',
  targetName.as('target_name'),
  'h.reason',
  'h.set_by',
  'h.set_at',
  'h.released_by',
  'h.released_at',
] as const;

const readHold = async (db: Kysely<DB>, id: string) =>
  holdOf(await holdsWithTargets(db).select(HOLD_COLUMNS).where('h.id', '=', id).executeTakeFirstOrThrow());

/** Holds a document, an employee's documents or an organisation's (and below) from the purge. */
export const setHold = async (db: Kysely<DB>, caller: Access, input: z.infer<typeof ZLegalHoldWrite>) => {
  if (!(await targetSeen(db, caller, input.scope, input.targetId))) throw notFound('Hold target');
  const setBy = await userName(db, caller.userId);
  const row = await db.transaction().execute(async (trx) => {
    await lockHoldsOf(trx, caller.customerId);
    return trx
      .insertInto('legal_holds')
      .values({
        customer_id: caller.customerId,
        scope: input.scope,
        target_id: input.targetId,
        reason: input.reason,
        set_by: setBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return readHold(db, row.id);
};

export const searchHolds = async (db: Kysely<DB>, caller: Access, input: z.infer<typeof ZLegalHoldSearch>) => {
  const seen = await holdSeen(db, caller);
  const base = holdsWithTargets(db)
    .where(seen)
    .$if(input.targetId !== undefined, (query) => query.where('h.target_id', '=', input.targetId!))
    .$if(input.search !== '', (query) =>
      query.where(sql`lower(coalesce(${targetName}, '') || ' ' || h.reason)`, 'like', containsPattern(input.search)),
    );
  const [rows, count] = await Promise.all([
    base
      .select(HOLD_COLUMNS)
      .orderBy(sql`h.released_at is not null`)
      .orderBy('h.set_at', 'desc')
      .orderBy('h.id')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { holds: rows.map(holdOf), count: Number(count.count) };
};

/** Releases a hold (kept, with who released it): what it covered may be purged again. Again changes nothing. */
export const releaseHold = async (db: Kysely<DB>, caller: Access, id: string) => {
  const seen = await holdSeen(db, caller);
  const row = await holdsWithTargets(db).select(HOLD_COLUMNS).where('h.id', '=', id).where(seen).executeTakeFirst();
  if (!row) throw notFound('Legal hold');
  if (row.released_at) return holdOf(row);
  const releasedBy = await userName(db, caller.userId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('legal_holds')
      .set({ released_by: releasedBy, released_at: new Date() })
      .where('id', '=', id)
      .where('released_at', 'is', null)
      .execute();
    // What it kept after they were refiled or moved is kept by it no more.
    await trx.deleteFrom('legal_hold_documents').where('hold_id', '=', id).execute();
  });
  return readHold(db, id);
};
