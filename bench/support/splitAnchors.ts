import { execFile } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { anchorCannotRun } from './anchor';

/**
 * The campaign split bench's two anchors, each cutting the same file into one PDF per group of
 * consecutive pages of one "Matricule : X" in `dir/<name>`, timed as a whole: seconds and pieces.
 */

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

const MUPDF_SCRIPT = fileURLToPath(new URL('./splitAnchor.mupdf.js', import.meta.url));

const emptyDir = async (dir: string) => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir);
};

const piecesIn = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.pdf')).length;

/**
 * What a shell script would run: `pdftotext` (poppler), `awk`, then `mutool merge` per group, two
 * at a time (xargs -P 2). Each piece forks a process that re-reads the whole file, which flatters us.
 */
export const nativeChain = async (file: string, dir: string) => {
  const out = path.join(dir, 'native');
  await emptyDir(out);
  const script = `
    set -e
    pdftotext -enc UTF-8 "$1" - | awk '${AWK_GROUPS.replace(/'/g, "'\\''")}' > "$2/groups.txt"
    xargs -P 2 -n 3 sh -c 'mutool merge -o "$0/$3-$1.pdf" "$BENCH_FILE" "$1-$2"' "$2" < "$2/groups.txt" 2>/dev/null || true
  `;
  const started = performance.now();
  // xargs gives each command its 3 words after $0; the file goes through the environment instead.
  await run('bash', ['-c', script, 'chain', file, out], {
    env: { ...process.env, BENCH_FILE: file },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { seconds: (performance.now() - started) / 1000, pieces: await piecesIn(out) };
};

/**
 * The fair anchor: `processes` native MuPDF processes (mutool run splitAnchor.mupdf.js), each
 * reading its slice of the pages once and grafting its groups into new PDFs, no process per piece.
 */
export const mupdfAnchor = async (file: string, dir: string, processes: number) => {
  const out = path.join(dir, 'mupdf');
  await emptyDir(out);
  const started = performance.now();
  const parts = Array.from({ length: processes }, (_, part) =>
    run('mutool', ['run', MUPDF_SCRIPT, file, out, String(part), String(processes)]),
  );
  for (const outcome of await Promise.allSettled(parts)) {
    if (outcome.status === 'fulfilled') continue;
    const error = outcome.reason as Error & { stderr?: string };
    anchorCannotRun(`mutool run ${path.basename(MUPDF_SCRIPT)} failed: ${(error.stderr || error.message).trim()}`);
  }
  return { seconds: (performance.now() - started) / 1000, pieces: await piecesIn(out) };
};
