import { sql, type Kysely } from 'kysely';
import { accessOfUser, type Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB, DsnImportRowKind } from '../../db/schema';
import { DsnFileError, readDsn, type DsnIndividual } from './dsn';
import { blobInUse } from '../../storage/blobReferences';
import { stageBatch, type EstablishmentOrg } from './matching';
import { stagedRows } from './stagedRows';

// Individuals matched against the employees in one query.
const BATCH = 1000;
// The page asks every 500 ms: the progress written more often costs a commit each and shows nothing more.
const PROGRESS_EVERY_MS = 500;

/** Counts the bytes read, for the progress bar. */
async function* counted(source: AsyncIterable<Buffer>, onBytes: (bytes: number) => void) {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}

/**
 * The same person twice in the file (same NIR, same employee matched, or same matricule in the
 * company): the first occurrence stands, the others are errors; applying both could not be right.
 */
const markDuplicates = async (db: Kysely<DB>, importId: string) => {
  for (const partition of [sql`nir_hash`, sql`employee_id`, sql`company_siren, registration_number`]) {
    await sql`
      update dsn_import_rows r
      set kind = 'ERROR', changes = null, errors = jsonb_build_array(jsonb_build_object('line', r.line, 'code', 'duplicate_in_file'))
      from (
        select seq, row_number() over (partition by ${partition} order by seq) as n
        from dsn_import_rows
        where import_id = ${importId} and kind <> 'ERROR' and (${partition}) is not null
      ) d
      where r.import_id = ${importId} and r.seq = d.seq and d.n > 1
    `.execute(db);
  }
};

const countRows = async (db: Kysely<DB>, importId: string) => {
  const rows = await db
    .selectFrom('dsn_import_rows')
    .select(['kind', sql<number>`count(*)`.as('n')])
    .where('import_id', '=', importId)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)])) as Partial<Record<DsnImportRowKind, number>>;
};

/** A refused file is not kept: only the record that it was refused, and why. */
const rejectImport = async (ctx: AppContext, importId: string, code: string, line?: number) => {
  const { db } = ctx.database;
  await db.deleteFrom('dsn_import_rows').where('import_id', '=', importId).execute();
  await db
    .updateTable('dsn_imports')
    .set({
      status: 'REJECTED',
      error_code: code,
      error_line: line ?? null,
      blob_key: null,
      progress: 100,
      updated_at: new Date(),
    })
    .where('id', '=', importId)
    .execute();
};

/** Deletes a blob no import points at any more (an identical file may be another import's). */
const dropUnusedBlob = async (ctx: AppContext, key: string) => {
  if (!(await blobInUse(ctx.database.db, key))) await ctx.blobs.delete(key);
};

const establishmentOrg = async (db: Kysely<DB>, caller: Access, siret: string): Promise<EstablishmentOrg> =>
  (await visibleOrganizations(db, caller)
    .select(['organizations.id', 'organizations.name'])
    .where('organizations.siret', '=', siret)
    .orderBy('organizations.id')
    .executeTakeFirst()) ?? null;

/**
 * Reads the import's file and stages what applying it would do, row by row in file order, in flat
 * memory. Nothing of the employees is written: a file found truncated at its end is rejected
 * and its staged rows dropped. Run twice (a job retried), it starts again from a clean slate.
 */
export const computePreview = async (ctx: AppContext, importId: string): Promise<void> => {
  const { db } = ctx.database;
  const record = await db.selectFrom('dsn_imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!record || record.status !== 'PREVIEWING' || !record.blob_key) return;
  await db.deleteFrom('dsn_import_rows').where('import_id', '=', importId).execute();
  const caller = await accessOfUser(db, record.user_id, record.customer_id);
  const staged = stagedRows(ctx.database, importId);
  const orgs = new Map<string, EstablishmentOrg>();
  let batch: { individual: DsnIndividual; org: EstablishmentOrg }[] = [];
  let read = 0;
  let shown = 0;
  let shownAt = 0;
  // One batch is staged (matched and written) while the next is read: the database's work and the
  // reading overlap. At most one in flight, so rows keep their file order.
  let inFlight: Promise<void> = Promise.resolve();
  const after = (work: () => Promise<void>) => {
    inFlight = inFlight.then(work);
    // Heard when awaited next; until then, not an unhandled rejection.
    inFlight.catch(() => {});
  };
  const stageAll = async () => {
    const current = batch;
    batch = [];
    await inFlight;
    const progress = Math.min(99, Math.floor((read / Math.max(1, Number(record.size))) * 100));
    after(async () => {
      await staged.add(await stageBatch(db, ctx.secrets, caller, current));
      if (progress === shown || Date.now() - shownAt < PROGRESS_EVERY_MS) return;
      shown = progress;
      shownAt = Date.now();
      await db.updateTable('dsn_imports').set({ progress }).where('id', '=', importId).execute();
    });
  };
  try {
    const file = counted(await ctx.blobs.get(record.blob_key), (bytes) => (read += bytes));
    for await (const event of readDsn(file)) {
      if (event.type === 'establishment') {
        const { siret } = event.establishment;
        if (!orgs.has(siret)) orgs.set(siret, await establishmentOrg(db, caller, siret));
      } else if (event.type === 'individual') {
        const { individual } = event;
        batch.push({ individual, org: individual.siret ? (orgs.get(individual.siret) ?? null) : null });
        if (batch.length >= BATCH) await stageAll();
      } else if (event.type === 'error') {
        const { error } = event;
        await stageAll();
        after(() => staged.add([{ kind: 'ERROR', line: error.line, errors: JSON.stringify([error]) }]));
      } else {
        await stageAll();
        await inFlight;
        await staged.flush();
        await markDuplicates(db, importId);
        const { summary } = event;
        await db
          .updateTable('dsn_imports')
          .set({
            status: 'READY',
            progress: 100,
            month: summary.month ?? null,
            encoding: summary.encoding,
            lines: summary.lines,
            counts: JSON.stringify(await countRows(db, importId)),
            updated_at: new Date(),
          })
          .where('id', '=', importId)
          .execute();
      }
    }
  } catch (error) {
    await inFlight.catch(() => {});
    if (!(error instanceof DsnFileError)) throw error;
    await rejectImport(ctx, importId, error.code, error.line);
    await dropUnusedBlob(ctx, record.blob_key);
  }
};
