import type { Establishment } from './sireneRow';

/** Where an import of one file stands, as its last committed batch left it. */
export type ImportState = { rowsDone: number; rowsSkipped: number; lastSiret: string | null };

/** The establishments of one batch, gathered in the form the store writes them in. */
export type BatchBuilder = {
  /** False, and nothing added, when the batch already holds this SIRET. */
  add: (establishment: Establishment) => boolean;
  readonly size: number;
};

export type BatchOutcome = { inserted: number; updated: number };

/** The database side of an import: each batch and the file's position after it commit together. */
export type DirectoryStore = {
  /** The saved position of this file; a fresh one when asked to restart or after a finished run. */
  begin: (fileKey: string, fileName: string, restart: boolean) => Promise<ImportState>;
  newBatch: () => BatchBuilder;
  /** `interrupt` fails the batch after its rows are written, before COMMIT: a crash, for tests. */
  commit: (
    fileKey: string,
    batch: BatchBuilder,
    state: ImportState,
    options?: { interrupt?: boolean },
  ) => Promise<BatchOutcome>;
  finish: (fileKey: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Runs one statement with positional parameters and returns its rows. */
export type Run = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export const interrupted = () => new Error('Import interrupted before its batch was committed (stopAfterBatches)');

export const beginImport = async (run: Run, fileKey: string, fileName: string, restart: boolean) => {
  const [row] = await run(
    `insert into sirene_imports as i (file_key, file_name) values ($1, $2)
     on conflict (file_key) do update set
       file_name = excluded.file_name,
       rows_done = case when $3 or i.finished_at is not null then 0 else i.rows_done end,
       rows_skipped = case when $3 or i.finished_at is not null then 0 else i.rows_skipped end,
       last_siret = case when $3 or i.finished_at is not null then null else i.last_siret end,
       started_at = case when $3 or i.finished_at is not null then now() else i.started_at end,
       finished_at = null,
       updated_at = now()
     returning rows_done, rows_skipped, last_siret`,
    [fileKey, fileName, restart],
  );
  return {
    rowsDone: Number(row.rows_done),
    rowsSkipped: Number(row.rows_skipped),
    lastSiret: (row.last_siret as string | null) ?? null,
  };
};

export const saveState = (run: Run, fileKey: string, state: ImportState) =>
  run(
    `update sirene_imports set rows_done = $2, rows_skipped = $3, last_siret = $4, updated_at = now()
     where file_key = $1`,
    [fileKey, state.rowsDone, state.rowsSkipped, state.lastSiret],
  );

export const finishImport = (run: Run, fileKey: string) =>
  run(`update sirene_imports set finished_at = now(), updated_at = now() where file_key = $1`, [fileKey]);

export const DIRECTORY_COLUMNS = 'siret, name, street, postal, zip_code, city, country, active';

const FIELDS = ['name', 'street', 'postal', 'zip_code', 'city', 'country', 'active'];

/** Whether the stored row `s` differs from `source`: an unchanged row is left alone, so re-importing writes nothing. */
export const changedFrom = (source: string) =>
  `(${FIELDS.map((field) => `s.${field}`).join(', ')}) is distinct from (${FIELDS.map((field) => `${source}.${field}`).join(', ')})`;

export const setFrom = (source: string) =>
  `${FIELDS.map((field) => `${field} = ${source}.${field}`).join(', ')}, updated_at = now()`;
