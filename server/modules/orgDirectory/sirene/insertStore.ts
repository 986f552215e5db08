import { CompiledQuery, type Kysely } from 'kysely';
import {
  beginImport,
  changedFrom,
  DIRECTORY_COLUMNS,
  finishImport,
  interrupted,
  saveState,
  setFrom,
  type BatchBuilder,
  type DirectoryStore,
  type Run,
} from './directoryStore';
import type { Establishment } from './sireneRow';

// `xmax = 0` tells a freshly inserted row from an updated one; unchanged rows are not returned at all.
const UPSERT = `
  with written as (
    insert into sirene_establishments as s (${DIRECTORY_COLUMNS})
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[])
    on conflict (siret) do update set ${setFrom('excluded')} where ${changedFrom('excluded')}
    returning xmax = 0 as inserted
  )
  select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated from written`;

/** A batch as the arrays the statement unnests. */
class ColumnsBatch implements BatchBuilder {
  readonly rows = new Map<string, Establishment>();

  get size() {
    return this.rows.size;
  }

  add(establishment: Establishment): boolean {
    if (this.rows.has(establishment.siret)) return false;
    this.rows.set(establishment.siret, establishment);
    return true;
  }

  columns() {
    const rows = [...this.rows.values()];
    return [
      rows.map((row) => row.siret),
      rows.map((row) => row.name),
      rows.map((row) => row.street),
      rows.map((row) => row.postal),
      rows.map((row) => row.zipCode),
      rows.map((row) => row.city),
      rows.map((row) => row.country),
      rows.map((row) => row.active),
    ];
  }
}

const runOn =
  <T>(executor: Kysely<T>): Run =>
  async (text, values = []) =>
    (await executor.executeQuery(CompiledQuery.raw(text, values))).rows as Record<string, unknown>[];

/**
 * Batches as one INSERT … SELECT FROM unnest(arrays) … ON CONFLICT each, through the app's own
 * Kysely: the path for PGlite, which has no COPY from a client stream.
 */
export const insertStore = <T>(db: Kysely<T>): DirectoryStore => ({
  begin: (fileKey, fileName, restart) => beginImport(runOn(db), fileKey, fileName, restart),
  newBatch: () => new ColumnsBatch(),
  commit: (fileKey, batch, state, options) =>
    db.transaction().execute(async (trx) => {
      const run = runOn(trx);
      const [counts] = batch.size ? await run(UPSERT, (batch as ColumnsBatch).columns()) : [];
      await saveState(run, fileKey, state);
      if (options?.interrupt) throw interrupted();
      return { inserted: Number(counts?.inserted ?? 0), updated: Number(counts?.updated ?? 0) };
    }),
  finish: async (fileKey) => {
    await finishImport(runOn(db), fileKey);
  },
  close: async () => {},
});
