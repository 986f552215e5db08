/**
 * Benchmark: the campaign split (text of every page in worker threads, employee detection,
 * one PDF per employee stored as a blob, rows committed per chunk) against the native chain a
 * shell script would run on the same file in the same run: `pdftotext` (poppler) for the text,
 * `awk` to find each page's matricule and group consecutive pages, `mutool merge` (MuPDF's CLI)
 * to cut each group, two at a time (xargs -P 2: both cores, as the split has).
 * The headline figures are the split's pages/s ÷ the chain's (goal ≥ 2×) and the split's peak
 * RSS (goal < 500 MB), measured in a process of its own that also holds the database (PGlite in
 * memory, or a scratch database on DATABASE_URL's PostgreSQL: the figure that counts, as PGlite's
 * own memory is then not in the process). RSS is sampled during the split.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:split [-- --pages 5000]
 *
 * Needs pdftotext (poppler-utils) and mutool (mupdf-tools).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { anchorCannotRun, requireCommands } from './support/anchor';
import { benchPayslipRun } from './support/payslipRun';
import { scratchDatabase } from './support/scratchDatabase';

const GOAL_RATIO = 2;
const GOAL_PEAK_MB = 500;

const run = promisify(execFile);

// Each page's "Matricule : X"; consecutive pages of one matricule make one group: "from to matricule".
const AWK_GROUPS = `
BEGIN { RS = "\\f" }
{
  m = ""
  if (match($0, /Matricule : [A-Za-z0-9._\\/-]+/)) m = substr($0, RSTART + 12, RLENGTH - 12)
  if (m != "" && m == cur) { to = NR; next }
  if (cur != "") print from, to, cur
  cur = m; from = NR; to = NR
}
END { if (cur != "") print from, to, cur }`;

/** The native chain, timed as a whole; answers its seconds and the pieces it wrote. */
const nativeChain = async (file: string, dir: string) => {
  const out = path.join(dir, 'native');
  await rm(out, { recursive: true, force: true });
  await mkdir(out);
  const script = `
    set -e
    pdftotext -enc UTF-8 "$1" - | awk '${AWK_GROUPS.replace(/'/g, "'\\''")}' > "$2/groups.txt"
    xargs -P 2 -n 3 sh -c 'mutool merge -o "$0/$3-$1.pdf" "$4" "$1-$2"' "$2" < "$2/groups.txt" 2>/dev/null || true
  `;
  // xargs gives each command its 3 words after $0; the file goes through the environment instead.
  const fixed = script.replace(`"$4"`, '"$BENCH_FILE"');
  const started = performance.now();
  await run('bash', ['-c', fixed, 'chain', file, out], {
    env: { ...process.env, BENCH_FILE: file },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const pieces = (await readdir(out)).filter((name) => name.endsWith('.pdf')).length;
  return { seconds, pieces };
};

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

const { values } = parseArgs({ options: { pages: { type: 'string', default: '5000' } } });
const pages = Number(values.pages);
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

  // The anchor before and after the split, so that a machine busier at one moment skews both alike.
  const before = await nativeChain(file, dir);
  if (before.pieces !== expectedPieces) {
    anchorCannotRun(`the native chain made ${before.pieces} pieces of the ${expectedPieces} expected`);
  }
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  const ours = await splitRun(pages, file, path.join(dir, 'data'), scratch?.url).finally(() => scratch?.drop());
  const after = await nativeChain(file, dir);
  const anchor = (before.seconds + after.seconds) / 2;
  const ratio = anchor / ours.seconds;

  console.log(
    `native chain (pdftotext + awk + mutool merge ×2): ${(pages / anchor).toFixed(0)} pages/s = 1.00× (anchor; ${before.pieces} pieces)`,
  );
  console.log(
    `campaign split: ${ratio.toFixed(2)}× the anchor's pages/s (${ours.pieces} pieces, ${ours.ignored} ignored pages)`,
  );
  console.log(
    `campaign split peak RSS: ${ours.peakMb.toFixed(0)} MB during the split (${ours.baseMb.toFixed(0)} MB before it; ` +
      `process high-water mark ${ours.processPeakMb.toFixed(0)} MB, on ${scratch ? 'PostgreSQL' : 'PGlite in memory, whose migration alone peaks near 950 MB'})`,
  );
  console.log(`anchor spread: ${(before.seconds / after.seconds).toFixed(2)}× between its two runs`);
  const problems = [
    ours.pieces !== expectedPieces && `the split made ${ours.pieces} pieces, ${expectedPieces} expected`,
    ratio < GOAL_RATIO && `pages/s ratio ${ratio.toFixed(2)}× is under the goal of ${GOAL_RATIO}×`,
    ours.peakMb >= GOAL_PEAK_MB && `peak RSS ${ours.peakMb.toFixed(0)} MB is over the goal of ${GOAL_PEAK_MB} MB`,
  ].filter(Boolean);
  for (const problem of problems) console.log(`MISSED: ${problem}`);
  if (problems.length === 0) console.log(`goals met: ≥ ${GOAL_RATIO}× and < ${GOAL_PEAK_MB} MB`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
