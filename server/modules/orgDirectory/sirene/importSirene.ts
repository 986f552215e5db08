import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../../db/database';
import { openCopyStore } from './copyStore';
import { readCsvRows } from './csvRows';
import type { TextEncoding } from '../../../text/decodeText';
import type { DirectoryStore, ImportState } from './directoryStore';
import { insertStore } from './insertStore';
import { recordReader, type SireneRecord } from './sireneColumns';
import { toEstablishment } from './sireneRow';
import { openStockFile, stockFileKey } from './stockFile';

export type ImportProgress = ImportState & {
  /** Lines of the file handled by this run. */
  rowsThisRun: number;
  /** 0 to 1, by bytes of the file read. */
  fraction: number;
  rowsPerSecond: number;
};

export type ImportOptions = {
  /** On PostgreSQL: import through COPY on a connection of its own to this URL. */
  databaseUrl?: string;
  /** Lines per committed batch. */
  batchSize?: number;
  /** Ignore the saved position of an interrupted import of this file. */
  restart?: boolean;
  /** For tests: the batch after this many fails just before its commit, as a crash would. */
  stopAfterBatches?: number;
  onProgress?: (progress: ImportProgress) => void;
};

export type ImportResult = ImportState & {
  /** Line of the file this run started after (0 unless it resumed an interrupted import). */
  resumedFrom: number;
  inserted: number;
  updated: number;
  seconds: number;
  rowsPerSecond: number;
  /** How the file's text was read: Windows-1252 when it is not UTF-8. */
  encoding: TextEncoding;
  /** Lines this run skipped because they are no CSV row (counted in rowsSkipped too), and the first few. */
  malformed: { count: number; examples: { line: number; problem: string }[] };
};

const DEFAULT_BATCH_SIZE = 50_000;
const MALFORMED_EXAMPLES = 5;
/** Batches parsed while earlier ones commit: enough to ride over a slow commit, few enough to bound memory. */
const BATCHES_AHEAD = 2;
/** The first batch is smaller, so the database gets to work while the parser is still on its way. */
const FIRST_BATCH_SIZE = 5_000;

const openStore = (database: Database, databaseUrl?: string): Promise<DirectoryStore> | DirectoryStore =>
  database.kind === 'postgres' && databaseUrl ? openCopyStore(databaseUrl) : insertStore(database.db);

/**
 * Loads INSEE's StockEtablissement file (`.csv`, `.csv.gz` or `.zip`) into the SIRET directory,
 * streaming it line by line and committing it in batches. Lines with an invalid SIRET, and
 * malformed lines (a quote left open, more or fewer fields than the header), are skipped and
 * counted. A file that is not UTF-8 is read as Windows-1252 (Latin-1). Each batch commits with the
 * file's position, so running the same file again after an interruption carries on after the
 * last committed batch; running it after it finished imports it again, which changes nothing
 * that is already up to date.
 */
export const importSirene = async (
  database: Database,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult> => {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const fileKey = await stockFileKey(file);
  const store = await openStore(database, options.databaseUrl);
  let inFlight: Promise<void> | undefined;
  // Commits not yet known to have ended, oldest first.
  const commits: Promise<void>[] = [];
  try {
    const saved = await store.begin(fileKey, path.basename(file), options.restart ?? false);
    const source = await openStockFile(file);
    const started = performance.now();
    const resumedFrom = saved.rowsDone;
    const state: ImportState = { ...saved };
    const totals = { inserted: 0, updated: 0, batches: 0 };
    const rate = () => (state.rowsDone - resumedFrom) / Math.max((performance.now() - started) / 1000, 1e-3);

    let read: ((fields: string[]) => SireneRecord) | undefined;
    let line = 0;
    const malformed: ImportResult['malformed'] = { count: 0, examples: [] };
    let batch = store.newBatch();
    let batchLines = 0;
    let batchSkipped = 0;

    // Batches commit one after the other while the parser reads on, up to BATCHES_AHEAD batches ahead.
    const flush = () => {
      const previous = inFlight;
      const pending = batch;
      const after = {
        rowsDone: state.rowsDone + batchLines,
        rowsSkipped: state.rowsSkipped + batchSkipped,
        lastSiret: state.lastSiret,
      };
      Object.assign(state, after);
      batch = store.newBatch();
      batchLines = 0;
      batchSkipped = 0;
      totals.batches++;
      const interrupt = options.stopAfterBatches !== undefined && totals.batches > options.stopAfterBatches;
      inFlight = (async () => {
        await previous;
        const outcome = await store.commit(fileKey, pending, after, { interrupt });
        totals.inserted += outcome.inserted;
        totals.updated += outcome.updated;
        options.onProgress?.({
          ...after,
          rowsThisRun: after.rowsDone - resumedFrom,
          fraction: source.fraction(),
          rowsPerSecond: rate(),
        });
      })();
      // Its failure is taken up by whoever awaits it next; until then it must not count as unhandled.
      inFlight.catch(() => {});
      commits.push(inFlight);
      return commits.length > BATCHES_AHEAD ? commits.shift() : undefined;
    };

    /** The next line of the file: a record, or null when the line is malformed. */
    const take = (record: SireneRecord | null) => {
      line++;
      if (line <= resumedFrom) {
        if (line === resumedFrom) checkResumeLine(record, saved);
        return;
      }
      const establishment = record && toEstablishment(record);
      let waitFor: Promise<void> | undefined;
      if (establishment && !batch.add(establishment)) {
        // The same SIRET twice in a batch: it starts the next one, where it updates the first.
        waitFor = flush();
        batch.add(establishment);
      }
      if (!establishment) batchSkipped++;
      batchLines++;
      state.lastSiret = record?.siret ?? null;
      if (batchLines >= (totals.batches ? batchSize : Math.min(batchSize, FIRST_BATCH_SIZE))) return flush() ?? waitFor;
      return waitFor;
    };

    const report = await readCsvRows(source.csv, {
      onRow: (fields) => {
        if (!read) {
          read = recordReader(fields);
          return;
        }
        return take(read(fields));
      },
      onMalformed: (fileLine, problem) => {
        if (line >= resumedFrom) {
          malformed.count++;
          if (malformed.examples.length < MALFORMED_EXAMPLES) malformed.examples.push({ line: fileLine, problem });
        }
        return take(null);
      },
    });
    if (line < resumedFrom) {
      throw new Error(`The file has ${line} lines, fewer than the ${resumedFrom} already imported: run with --restart`);
    }
    if (batchLines > 0) flush();
    await inFlight;
    await store.finish(fileKey);
    const seconds = (performance.now() - started) / 1000;
    return {
      ...state,
      resumedFrom,
      inserted: totals.inserted,
      updated: totals.updated,
      seconds,
      rowsPerSecond: rate(),
      encoding: report.encoding,
      malformed,
    };
  } finally {
    // A failed read may leave a batch committing: let it end before the connection under it closes.
    await inFlight?.catch(() => {});
    await store.close();
  }
};

/** The line a resumed import skips to must be the one the interrupted import committed last. */
const checkResumeLine = (record: SireneRecord | null, saved: ImportState) => {
  const siret = record?.siret ?? null;
  if (siret === saved.lastSiret) return;
  throw new Error(
    `Line ${saved.rowsDone} of the file is SIRET ${siret}, not ${saved.lastSiret} as when the import was interrupted: ` +
      'the file changed; run with --restart',
  );
};
