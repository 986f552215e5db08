/**
 * Benchmark: the campaign split (text of every page in worker threads, employee detection,
 * one PDF per employee stored as a blob, rows committed per chunk) against two anchors run on the
 * same file in the same run, each before and after the split and averaged:
 * - the fair anchor (the goal's): one native MuPDF process per core (`mutool run` with
 *   bench/support/splitAnchor.mupdf.js), each reading its share of the pages once, finding each
 *   page's matricule and grafting each group of pages into its own PDF;
 * - the shell chain, shown beside it: `pdftotext` + `awk` for the groups, then `mutool merge` per
 *   piece two at a time, which forks a process re-reading the file per piece and so flatters us.
 * The headline figures are the split's pages/s ÷ the fair anchor's (goal ≥ 0.8×) and the split's
 * peak RSS sampled during the split (goal < 500 MB), in a process of its own. That figure counts
 * for the goal on DATABASE_URL's PostgreSQL (a scratch database, whose server is another process);
 * without it the database is PGlite in memory in the same process and its memory is in the figure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:split [-- --pages 5000]
 *
 * Needs pdftotext (poppler-utils) and mutool (mupdf-tools, 1.21 or later).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { anchorCannotRun, requireCommands } from './support/anchor';
import { benchPayslipRun } from './support/payslipRun';
import { scratchDatabase } from './support/scratchDatabase';
import { mupdfAnchor, nativeChain } from './support/splitAnchors';

const GOAL_RATIO = 0.8;
const GOAL_PEAK_MB = 500;

type SplitRun = {
  seconds: number;
  pieces: number;
  ignored: number;
  peakMb: number;
  processPeakMb: number;
  baseMb: number;
};

const withDatabase = (databaseUrl: string | undefined) => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env;
};

const splitRun = (pages: number, file: string, dataDir: string, databaseUrl: string | undefined) =>
  new Promise<SplitRun>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/campaignSplitRun.ts', String(pages), file, dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        // The scratch database, never the server's own (DATABASE_URL names its maintenance database).
        env: withDatabase(databaseUrl),
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`split exited with ${code}`)),
    );
  });

type Timed = { seconds: number; pieces: number };

/** Both anchors on the file; one that made other pieces than the split should stops the bench. */
const runAnchors = async (file: string, dir: string, expectedPieces: number, processes: number) => {
  const fair = await mupdfAnchor(file, dir, processes);
  const chain = await nativeChain(file, dir);
  for (const [name, made] of [
    ['mutool run', fair],
    ['the shell chain', chain],
  ] as const) {
    if (made.pieces !== expectedPieces)
      anchorCannotRun(`${name} made ${made.pieces} pieces of the ${expectedPieces} expected`);
  }
  return { fair, chain };
};

const averageSeconds = (before: Timed, after: Timed) => (before.seconds + after.seconds) / 2;
const spread = (before: Timed, after: Timed) => `${(before.seconds / after.seconds).toFixed(2)}× between its two runs`;

const { values } = parseArgs({ options: { pages: { type: 'string', default: '5000' } } });
const pages = Number(values.pages);
const processes = availableParallelism();
requireCommands(['pdftotext', 'awk', 'mutool'], 'poppler-utils gawk mupdf-tools');
const dir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-split-'));
try {
  const generated = performance.now();
  const { bytes, owners, employees } = await benchPayslipRun(pages);
  const file = path.join(dir, 'bulletins.pdf');
  await writeFile(file, bytes);
  const expectedPieces = owners.filter((owner, i) => owner !== null && owner !== owners[i - 1]).length;
  console.log(
    `file: ${pages} pages, ${employees.length} employees, ${(bytes.length / 1e6).toFixed(1)} MB, ` +
      `generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );

  // The anchors before and after the split, so that a machine busier at one moment skews both alike.
  const before = await runAnchors(file, dir, expectedPieces, processes);
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  const ours = await splitRun(pages, file, path.join(dir, 'data'), scratch?.url).finally(() => scratch?.drop());
  const after = await runAnchors(file, dir, expectedPieces, processes);
  const fair = averageSeconds(before.fair, after.fair);
  const chain = averageSeconds(before.chain, after.chain);
  const ratio = fair / ours.seconds;

  console.log(
    `fair anchor (mutool run ×${processes}, one process per core): ${(pages / fair).toFixed(0)} pages/s = 1.00× ` +
      `(${expectedPieces} pieces; ${spread(before.fair, after.fair)})`,
  );
  console.log(
    `campaign split: ${ratio.toFixed(2)}× the fair anchor's pages/s (${(pages / ours.seconds).toFixed(0)} pages/s, ` +
      `${ours.pieces} pieces, ${ours.ignored} ignored pages)`,
  );
  console.log(
    `campaign split: ${(chain / ours.seconds).toFixed(2)}× the shell chain's pages/s (pdftotext + awk + mutool merge ` +
      `per piece ×2: ${(pages / chain).toFixed(0)} pages/s; ${spread(before.chain, after.chain)})`,
  );
  console.log(
    `campaign split peak RSS: ${ours.peakMb.toFixed(0)} MB during the split (${ours.baseMb.toFixed(0)} MB before it; ` +
      `process high-water mark ${ours.processPeakMb.toFixed(0)} MB), ` +
      (scratch
        ? "on PostgreSQL: the split's own process, the database's server apart"
        : "on PGlite in memory: the database's memory is included (its migration alone peaks near 950 MB), " +
          'so the figure does not count for the goal; set DATABASE_URL to measure it'),
  );
  const problems = [
    ours.pieces !== expectedPieces && `the split made ${ours.pieces} pieces, ${expectedPieces} expected`,
    ratio < GOAL_RATIO && `pages/s ratio ${ratio.toFixed(2)}× the fair anchor is under the goal of ${GOAL_RATIO}×`,
    scratch &&
      ours.peakMb >= GOAL_PEAK_MB &&
      `peak RSS ${ours.peakMb.toFixed(0)} MB is over the goal of ${GOAL_PEAK_MB} MB`,
  ].filter(Boolean);
  for (const problem of problems) console.log(`MISSED: ${problem}`);
  if (problems.length === 0) {
    console.log(
      `goals met: ≥ ${GOAL_RATIO}× the fair anchor` +
        (scratch ? ` and < ${GOAL_PEAK_MB} MB` : ` (peak RSS not judged without DATABASE_URL)`),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
