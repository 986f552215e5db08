import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CONNECTION_OPTIONS } from '../../../db/postgresDatabase';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { CopyBatch } from './copyBatch';
import {
  beginImport,
  changedFrom,
  DIRECTORY_COLUMNS,
  finishImport,
  interrupted,
  saveState,
  setFrom,
  type BatchOutcome,
  type DirectoryStore,
  type Run,
} from './directoryStore';

/** One import at a time per database: two would fight over the same rows and positions. */
const IMPORT_LOCK = "hashtext('liasse.sirene-import')";

/**
 * Batches through COPY on a connection of its own, PostgreSQL's fastest way in. COPY cannot
 * upsert, so each batch is first copied straight into the directory; if one of its SIRETs is
 * already there, that COPY fails at once (on a first import it never does) and the batch goes
 * through a temporary table instead: known SIRETs are updated where they changed, new ones
 * inserted. A first import is then plain COPY; a re-import, comparisons that write nothing.
 */
export const openCopyStore = async (databaseUrl: string): Promise<DirectoryStore> => {
  const client = new pg.Client({ connectionString: databaseUrl, options: CONNECTION_OPTIONS });
  await client.connect();
  const run: Run = async (text, values) => (await client.query(text, values)).rows;
  try {
    const [lock] = await run(`select pg_try_advisory_lock(${IMPORT_LOCK}) as locked`);
    if (!lock.locked) throw new Error('Another import of the SIRET directory is running on this database');
    // `line` numbers the rows in file order, so of a SIRET given twice the later one wins.
    await run(
      `create temporary table sirene_staging (like sirene_establishments including defaults, line bigserial)
       on commit delete rows`,
    );
  } catch (error) {
    await client.end();
    throw error;
  }

  const copy = (table: string, batch: CopyBatch) =>
    pipeline(Readable.from(batch.text()), client.query(copyFrom(`copy ${table} (${DIRECTORY_COLUMNS}) from stdin`)));

  /** Whether the batch went in by plain COPY: false when one of its SIRETs was already there. */
  const copyNew = async (batch: CopyBatch) => {
    await run('savepoint fresh');
    try {
      await copy('sirene_establishments', batch);
      await run('release savepoint fresh');
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await run('rollback to savepoint fresh');
      return false;
    }
  };

  const merge = async (batch: CopyBatch): Promise<BatchOutcome> => {
    await copy('sirene_staging', batch);
    const staged = `(select distinct on (siret) * from sirene_staging order by siret, line desc) t`;
    // A batch against millions of rows: one index lookup per staged row, never a scan of the directory.
    await run('set local enable_hashjoin = off');
    await run('set local enable_mergejoin = off');
    const updated = await client.query(
      `update sirene_establishments s set ${setFrom('t')} from ${staged} where s.siret = t.siret and ${changedFrom('t')}`,
    );
    const inserted = await client.query(
      `insert into sirene_establishments (${DIRECTORY_COLUMNS}) select ${DIRECTORY_COLUMNS} from ${staged}
       where not exists (select from sirene_establishments s where s.siret = t.siret)`,
    );
    return { inserted: inserted.rowCount ?? 0, updated: updated.rowCount ?? 0 };
  };

  return {
    begin: (fileKey, fileName, restart) => beginImport(run, fileKey, fileName, restart),
    newBatch: () => new CopyBatch(),
    commit: async (fileKey, batch, state, options) => {
      const rows = batch as CopyBatch;
      await run('begin');
      try {
        // Lookups read on; only another writer waits, so nothing slips in between the COPY and its fallback.
        await run('lock table sirene_establishments in share row exclusive mode');
        let outcome: BatchOutcome = { inserted: 0, updated: 0 };
        if (rows.size) outcome = (await copyNew(rows)) ? { inserted: rows.size, updated: 0 } : await merge(rows);
        await saveState(run, fileKey, state);
        if (options?.interrupt) throw interrupted();
        await run('commit');
        return outcome;
      } catch (error) {
        await run('rollback').catch(() => {});
        throw error;
      }
    },
    finish: async (fileKey) => {
      await finishImport(run, fileKey);
    },
    // Ending the connection releases the advisory lock and drops the temporary table.
    close: () => client.end(),
  };
};
