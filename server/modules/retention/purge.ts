import { sql, type Kysely } from 'kysely';
import type { Access } from '../../access/requestAccess';
import { seesWholeCustomer } from '../../access/scope';
import type { DB } from '../../db/schema';
import { uuids } from '../../db/uuids';
import { blobKeysInUse } from '../../storage/blobReferences';
import type { BlobStore } from '../../storage/blobStore';
import { lockHoldsOf } from './holds';

const BATCH = 1_000;
/** Files deleted at once: a store's round trips overlap, a few at a time. */
const DELETING_AT_ONCE = 16;

/** Which documents a purge may look at: a customer's, or only under some of its organisations. */
export type PurgeScope = { customerId: string; orgIds: string[] | null };

/**
 * A document row (by its table alias) that no active hold covers: none on itself, its employee, its
 * organisation or one above, nor one it was under when it was refiled or moved (migration 0036).
 */
export const notHeld = (alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(not exists (
    select 1 from legal_holds h
    where h.released_at is null and h.customer_id = ${column('customer_id')} and (
      (h.scope = 'DOCUMENT' and h.target_id = ${column('id')})
      or (h.scope = 'EMPLOYEE' and h.target_id = ${column('employee_id')})
      or (h.scope = 'ORGANIZATION'
        and h.target_id in (select unnest(o.org_path) from organizations o where o.id = ${column('org_id')}))))
    and not exists (
      select 1 from legal_hold_documents k join legal_holds h on h.id = k.hold_id
      where k.document_id = ${column('id')} and h.released_at is null))`;
};

const underScope = ({ customerId, orgIds }: PurgeScope) =>
  orgIds === null
    ? sql<boolean>`d.customer_id = ${customerId}`
    : sql<boolean>`d.customer_id = ${customerId} and d.org_id in (select id from organizations where org_path && ${uuids(orgIds)})`;

/** The files of a committed batch that no row names any more (two documents may share one). */
const deleteUnnamed = async (db: Kysely<DB>, blobs: BlobStore, keys: (string | null)[]) => {
  const named = [...new Set(keys.filter((key): key is string => key !== null))];
  const inUse = await blobKeysInUse(db, named);
  const unnamed = named.filter((key) => !inUse.has(key));
  for (let start = 0; start < unnamed.length; start += DELETING_AT_ONCE)
    await Promise.all(unnamed.slice(start, start + DELETING_AT_ONCE).map((key) => blobs.delete(key)));
};

/** Where the next batch starts: after the last document deleted, in the purge's order. */
type PurgeCursor = { retainUntil: string; id: string };
type PurgedRow = { sha256: string | null; document_id: string; retain_until: string };

/**
 * Deletes the documents of `scope` whose retention day has passed and that no hold keeps, a short
 * batch per transaction (each serialised with holds being set, and skipping rows another purge
 * holds), records each in the append-only audit in the same statement, then deletes their files
 * once no row names them. Killed at any point and run again, it deletes nothing twice and leaves no
 * row without its file (an orphaned file is the nightly sweep's). Answers how many went.
 */
export const purgeExpired = async (db: Kysely<DB>, blobs: BlobStore, scope: PurgeScope): Promise<number> => {
  let purged = 0;
  // Each batch goes on after the last document the one before deleted: the index entries of the
  // rows already gone (not yet vacuumed) and of held ones are not read again, batch after batch.
  let after: PurgeCursor | null = null;
  // A batch's files are deleted while the next batch runs (each only after its own commit).
  let deleting = Promise.resolve();
  try {
    for (;;) {
      const from: PurgeCursor | null = after;
      const rows: PurgedRow[] = await db.transaction().execute(async (trx) => {
        await lockHoldsOf(trx, scope.customerId);
        const { rows } = await sql<PurgedRow>`
          with doomed as (
            select d.id from documents d
            where d.retain_until < current_date and ${underScope(scope)} and ${notHeld('d')}
              and ${from ? sql`(d.retain_until, d.id) > (${from.retainUntil}::date, ${from.id}::uuid)` : sql`true`}
            order by d.retain_until, d.id
            limit ${BATCH}
            for update of d skip locked
          ), gone as (
            -- "= any (array …)" keeps the delete on the primary key: a join to the CTE may hash the whole table.
            delete from documents d where d.id = any (array (select id from doomed))
            returning d.id, d.customer_id, d.org_id, d.employee_id, d.doc_type, d.file_name, d.blob_key, d.retain_until
          )
          insert into retention_purges
            (customer_id, document_id, org_id, employee_id, doc_type, file_name, sha256, rule, retain_until)
          select customer_id, id, org_id, employee_id, doc_type, file_name, blob_key,
                 document_retention_rule(org_id, doc_type), retain_until
          from gone
          returning sha256, document_id, to_char(retain_until, 'YYYY-MM-DD') as retain_until
        `.execute(trx);
        return rows;
      });
      purged += rows.length;
      for (const row of rows)
        if (
          !after ||
          row.retain_until > after.retainUntil ||
          (row.retain_until === after.retainUntil && row.document_id > after.id)
        )
          after = { retainUntil: row.retain_until, id: row.document_id };
      await deleting;
      deleting = deleteUnnamed(
        db,
        blobs,
        rows.map((row) => row.sha256),
      );
      // Its failure is thrown where it is awaited, not as an unhandled rejection meanwhile.
      deleting.catch(() => {});
      if (rows.length < BATCH) return purged;
    }
  } finally {
    await deleting;
  }
};

/** What a caller's "purge now" covers: the whole customer, or the organisations they see. */
export const purgeScopeOf = (caller: Access): PurgeScope => ({
  customerId: caller.customerId,
  orgIds: seesWholeCustomer(caller) ? null : caller.visibleOrgIds,
});
