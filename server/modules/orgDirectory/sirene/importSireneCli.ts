import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { importSirene, type ImportProgress } from './importSirene';

// npm run import-sirene -- FILE.csv|FILE.csv.gz|FILE.zip [--restart] [--batch-size N] [--json]
const USAGE = 'usage: npm run import-sirene -- StockEtablissement_utf8.zip [--restart] [--batch-size N] [--json]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    restart: { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '50000' },
    // The result and the process's peak memory on stdout, for the benchmark.
    json: { type: 'boolean', default: false },
  },
});
const batchSize = Number(values['batch-size']);
if (positionals.length !== 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error(USAGE);
  process.exit(1);
}
const file = path.resolve(positionals[0]);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const showProgress = (p: ImportProgress) =>
  process.stderr.write(
    `\rlines ${fmt(p.rowsDone)} (${(p.fraction * 100).toFixed(1)}% of the file), ${fmt(p.rowsPerSecond)} lines/s, ` +
      `skipped ${fmt(p.rowsSkipped)}   `,
  );

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await migrateToLatest(database.db);
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  console.error(`Importing ${file} into the ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database`);
  const result = await importSirene(database, file, {
    databaseUrl: config.databaseUrl,
    batchSize,
    restart: values.restart,
    onProgress: showProgress,
  });
  process.stderr.write('\n');
  if (result.resumedFrom) console.error(`Resumed after line ${fmt(result.resumedFrom)} of an interrupted import.`);
  console.error(
    `Done: ${fmt(result.rowsDone)} lines, ${fmt(result.rowsSkipped)} skipped (invalid SIRET or malformed), ` +
      `${fmt(result.inserted)} new and ${fmt(result.updated)} changed establishments, ` +
      `${result.seconds.toFixed(1)} s (${fmt(result.rowsPerSecond)} lines/s).`,
  );
  if (result.encoding === 'windows-1252') {
    console.error('The file is not UTF-8: it was read as Windows-1252 (Latin-1), so its accented names are kept.');
  }
  if (result.malformed.count) {
    const examples = result.malformed.examples.map(({ line, problem }) => `line ${fmt(line)}: ${problem}`);
    console.error(
      `${fmt(result.malformed.count)} malformed line${result.malformed.count === 1 ? '' : 's'} skipped ` +
        '(each by itself; the lines after them were read), ' +
        `first ${examples.join('; ')}.`,
    );
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  if (values.json) console.log(JSON.stringify({ ...result, rssBeforeMb, peakRssMb }));
} catch (error) {
  process.stderr.write('\n');
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Once the cause is fixed, the same command carries on after the last committed batch.');
  process.exitCode = 1;
} finally {
  await database.close();
}
