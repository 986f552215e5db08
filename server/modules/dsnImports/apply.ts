import { sql, type Kysely, type Transaction } from 'kysely';
import { sameCustomer } from '../../access/tenancy';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';

// Staged rows written per statement: each step is set-based, and the progress moves between steps.
const CHUNK = 5000;

const inChunk = (importId: string, from: number) =>
  sql`r.import_id = ${importId} and r.seq >= ${from} and r.seq < ${from + CHUNK}`;

const applyChunk = async (trx: Transaction<DB>, importId: string, customerId: string, from: number) => {
  await sql`
    insert into employees (id, customer_id, first_name, last_name, email, status, registration_number, company_siren,
      address, zip_code, city, birth_day, temporary_number, nir_sealed, nir_hash, org_paths)
    select r.employee_id, ${customerId}, r.first_name, r.last_name, r.email, r.status, r.registration_number,
      r.company_siren, r.address, r.zip_code, r.city, r.birth_day, r.temporary_number, r.nir_sealed, r.nir_hash,
      -- What the links' trigger would write, written now: it then finds nothing to change.
      coalesce((select o.org_path from organizations o where o.id = r.org_id and r.link), '{}')
    from dsn_import_rows r
    where ${inChunk(importId, from)} and r.kind = 'CREATE'
  `.execute(trx);
  await sql`
    update employees e set first_name = r.first_name, last_name = r.last_name, email = r.email, status = r.status,
      registration_number = r.registration_number, address = r.address, zip_code = r.zip_code, city = r.city,
      birth_day = r.birth_day, temporary_number = r.temporary_number, nir_sealed = r.nir_sealed,
      nir_hash = r.nir_hash, updated_at = now()
    from dsn_import_rows r
    where ${inChunk(importId, from)} and r.kind in ('UPDATE', 'LEAVING') and e.id = r.employee_id
      and ${sameCustomer({ customerId }, 'e.customer_id')}
  `.execute(trx);
  await sql`
    insert into employee_organizations (employee_id, org_id, active)
    select r.employee_id, r.org_id, true from dsn_import_rows r
    where ${inChunk(importId, from)} and r.link and r.kind in ('CREATE', 'UPDATE', 'LEAVING')
    on conflict do nothing
  `.execute(trx);
};

class AlreadyApplied extends Error {}

/**
 * Writes an import's staged rows into the employees, all in one transaction: a failure (another
 * change took a NIR or matricule since the preview, the database gone) changes nothing and marks
 * the import FAILED, to be applied again. Only an import in APPLYING is applied, once: a job run
 * twice finds it APPLIED and does nothing; two runs at once, one of them rolls back.
 */
export const applyImport = async (ctx: AppContext, importId: string): Promise<void> => {
  const { db } = ctx.database;
  const setProgress = (on: Kysely<DB>, progress: number) =>
    on.updateTable('dsn_imports').set({ progress }).where('id', '=', importId).execute();
  try {
    await db.transaction().execute(async (trx) => {
      // Not locked here: the progress is written to this row from outside while the transaction runs.
      const record = await trx
        .selectFrom('dsn_imports')
        .select(['customer_id', 'status'])
        .where('id', '=', importId)
        .executeTakeFirst();
      if (record?.status !== 'APPLYING') return;
      const { last } = await trx
        .selectFrom('dsn_import_rows')
        .select(sql<number | null>`max(seq)`.as('last'))
        .where('import_id', '=', importId)
        .executeTakeFirstOrThrow();
      const rows = last === null ? 0 : Number(last) + 1;
      // Progress is told from outside the transaction, so that it is seen while it runs. PGlite is
      // one session: there nobody can read meanwhile, and a query beside the transaction would wait for it.
      const progressOn = ctx.database.kind === 'postgres' ? db : trx;
      for (let from = 0; from < rows; from += CHUNK) {
        await applyChunk(trx, importId, record.customer_id, from);
        await setProgress(progressOn, Math.min(99, Math.floor(((from + CHUNK) / rows) * 100)));
      }
      // A second run of the job beside this one: the first to get here wins, the other rolls back.
      const applied = await trx
        .updateTable('dsn_imports')
        .set({ status: 'APPLIED', progress: 100, applied_at: new Date(), updated_at: new Date() })
        .where('id', '=', importId)
        .where('status', '=', 'APPLYING')
        .executeTakeFirst();
      if (Number(applied.numUpdatedRows) !== 1) throw new AlreadyApplied();
    });
  } catch (error) {
    if (error instanceof AlreadyApplied) return;
    await db
      .updateTable('dsn_imports')
      .set({
        status: 'FAILED',
        error_code: isUniqueViolation(error) ? 'conflict' : 'failed',
        progress: 0,
        updated_at: new Date(),
      })
      .where('id', '=', importId)
      .where('status', '=', 'APPLYING')
      .execute();
    if (!isUniqueViolation(error)) throw error;
  }
};
