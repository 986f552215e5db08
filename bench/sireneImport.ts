/**
 * Benchmark: the SIRET directory import against PostgreSQL's own COPY.
 *
 * It writes a 1,000,000-line StockEtablissement CSV (INSEE's header, made-up lines) and a
 * 250,000-line one to a temporary folder, then on a throwaway PostgreSQL database:
 *   1. imports the 250,000-line file with the real import (`npm run import-sirene`, as a child
 *      process that reports its own peak RSS);
 *   2. empties the directory and imports the 1,000,000-line file the same way: its rate, and its
 *      peak RSS, which must be about the 250,000-line one's (memory flat in the file's size);
 *   3. imports the same file again (nothing changes: the re-run cost);
 *   4. the anchor: `COPY sirene_establishments FROM STDIN` of the same rows (the file's lines mapped
 *      to directory rows beforehand) into the emptied table, timed once before the imports and
 *      once after, so a machine busier at one moment than the other skews both sides alike.
 * The headline figure is import rows/s ÷ COPY rows/s (goal ≥ 0.5x).
 *
 * Run (the database named in the URL is only used to create and drop `liasse_test_<random>`):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:sirene
 *
 * Options: --rows N (default 1000000), --small N (default 250000), --batch-size N.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { syntheticRecords, writeStockCsv } from '../server/db/seed/sireneStock';
import { copyLine } from '../server/modules/orgDirectory/sirene/copyBatch';
import { toEstablishment } from '../server/modules/orgDirectory/sirene/sireneRow';
import { createTestDatabaseUrl } from '../tests/support/testDatabase';

const GOAL_RATIO = 0.5;
const GOAL_PEAK_MB = 300;
const COLUMNS = 'siret, name, street, postal, zip_code, city, country, active';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const positiveInt = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer (got ${value})`);
  return n;
};

/** The directory rows of the file's lines, as COPY text: what the anchor loads. */
const writeCopyFile = async (file: string, rows: number) => {
  const out = createWriteStream(file);
  for (const record of syntheticRecords(rows)) {
    const establishment = toEstablishment(record);
    if (establishment && !out.write(copyLine(establishment))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

type ChildResult = {
  rowsDone: number;
  inserted: number;
  updated: number;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
};

/** The real import, as an operator runs it, in a process of its own so its peak memory is its own. */
const runImport = (databaseUrl: string, file: string, batchSize?: string) =>
  new Promise<ChildResult>((resolve, reject) => {
    const args = ['--import', 'tsx', 'server/modules/orgDirectory/sirene/importSireneCli.ts', file, '--json'];
    if (batchSize) args.push('--batch-size', batchSize);
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`import exited with ${code}`)),
    );
  });

const main = async () => {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000000' },
      small: { type: 'string', default: '250000' },
      'batch-size': { type: 'string' },
    },
  });
  const rows = positiveInt('rows', values.rows);
  const small = positiveInt('small', values.small);
  if (!process.env.DATABASE_URL?.match(/^postgres(ql)?:\/\//)) {
    console.error(
      'DATABASE_URL must point at a PostgreSQL server, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:sirene',
    );
    process.exit(1);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-sirene-bench-'));
  const scratch = await createTestDatabaseUrl();
  const url = scratch.url!;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void Promise.all([scratch.drop(), rm(dir, { recursive: true, force: true })]).finally(() => process.exit(130));
    });
  }
  const client = new pg.Client({ connectionString: url });
  try {
    const bigFile = path.join(dir, 'StockEtablissement-big.csv');
    const copyFile = path.join(dir, 'directory.copy');
    const smallFile = path.join(dir, 'StockEtablissement-small.csv');
    const started = performance.now();
    await writeStockCsv(bigFile, syntheticRecords(rows));
    await writeStockCsv(smallFile, syntheticRecords(small, rows));
    await writeCopyFile(copyFile, rows);
    console.log(
      `files: ${fmt(rows)} lines (${fmt((await stat(bigFile)).size / 1e6)} MB) and ${fmt(small)} lines, written in ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const database = await openDatabase({ databaseUrl: url });
    await migrateToLatest(database.db);
    await database.close();
    await client.connect();
    const version = (await client.query('select current_setting($1) as v', ['server_version'])).rows[0].v;
    console.log(`PostgreSQL ${version}, scratch database ${new URL(url).pathname.slice(1)}\n`);
    const empty = () => client.query('truncate sirene_establishments, sirene_imports');
    const anchor = async () => {
      await empty();
      await client.query('checkpoint');
      const started = performance.now();
      await pipeline(
        createReadStream(copyFile),
        client.query(copyFrom(`copy sirene_establishments (${COLUMNS}) from stdin`)),
      );
      const seconds = (performance.now() - started) / 1000;
      await empty();
      return seconds;
    };

    const copyBefore = await anchor();
    const smallRun = await runImport(url, smallFile, values['batch-size']);
    await empty();
    await client.query('checkpoint');
    const bigRun = await runImport(url, bigFile, values['batch-size']);
    const count = Number((await client.query('select count(*) from sirene_establishments')).rows[0].count);
    const again = await runImport(url, bigFile, values['batch-size']);
    const copyAfter = await anchor();
    const copySeconds = (copyBefore + copyAfter) / 2;
    console.log(
      `\nCOPY of the ${fmt(count)} rows: ${copyBefore.toFixed(2)} s before the imports, ${copyAfter.toFixed(2)} s after`,
    );

    const copyRate = count / copySeconds;
    const importRate = count / bigRun.seconds;
    const reimportRate = count / again.seconds;
    const ratio = importRate / copyRate;
    const flat = bigRun.peakRssMb / smallRun.peakRssMb;
    console.log(`rows in the directory: ${fmt(count)} (of ${fmt(rows)} lines)`);
    console.log(`COPY (anchor)          ${fmt(copyRate)} rows/s  1.00x`);
    console.log(`import, empty table    ${fmt(importRate)} rows/s  ${ratio.toFixed(2)}x  (${bigRun.inserted} new)`);
    console.log(
      `import, same file again ${fmt(reimportRate)} rows/s  ${(reimportRate / copyRate).toFixed(2)}x  (${bigRun.updated + again.updated} changed)`,
    );
    console.log(
      `peak RSS of the import: ${fmt(smallRun.peakRssMb)} MB for ${fmt(small)} lines, ${fmt(bigRun.peakRssMb)} MB for ` +
        `${fmt(rows)} lines (${flat.toFixed(2)}x for ${(rows / small).toFixed(0)}x the lines; ` +
        `${fmt(bigRun.rssBeforeMb)} MB before reading the file)`,
    );
    console.log('\nSummary');
    console.log(
      `import / COPY          ${ratio.toFixed(2)}x ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'} (goal ≥ ${GOAL_RATIO}x)`,
    );
    console.log(
      `peak RSS               ${fmt(bigRun.peakRssMb)} MB ${bigRun.peakRssMb < GOAL_PEAK_MB && flat < 1.25 ? 'met' : 'NOT met'} ` +
        `(goal < ${GOAL_PEAK_MB} MB and flat)`,
    );
  } finally {
    await client.end().catch(() => {});
    await scratch.drop();
    await rm(dir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
