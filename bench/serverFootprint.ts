/**
 * Benchmark: the production server as an operator starts it (`node build/server/main.js`: the
 * compiled server, no TypeScript loader), on PostgreSQL and on the embedded PGlite: seconds from
 * its start to ready (a first start on a new database, which migrates, and a restart), and its
 * memory 20 s after ready (RSS) with the high-water mark of the start. Each figure is printed as a
 * ratio to the anchor measured in the same run: a bare Fastify process answering /health with
 * `select 1` on the same engine (bench/support/bareHealthServer.mjs).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:footprint
 *
 * PostgreSQL cases run on a scratch database of DATABASE_URL's server (production settings:
 * SEED_DEMO=false); PGlite cases in a new DATA_DIR with `npm start`'s defaults (the demo is seeded
 * on the first start). Goals: on PostgreSQL ≤ 200 MB idle and a first start ≤ 5 s; on PGlite
 * ≤ 300 MB idle (1.5× the PostgreSQL goal). Options: --idle-seconds N (20), --restarts N (3).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { anchorCannotRun } from './support/anchor';
import { scratchDatabase } from './support/scratchDatabase';

const GOAL_PG_MB = 200;
// The embedded default may hold half as much again as the PostgreSQL goal: PGlite is in the process.
const GOAL_PGLITE_MB = 1.5 * GOAL_PG_MB;
const GOAL_FIRST_START_S = 5;
const PORT = 8471;

type Footprint = { readySeconds: number; idleMb: number; peakMb: number };

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1]) / 1024;
};

/** Starts `script` with plain node, waits until `readyPath` answers 200, idles, measures, stops it. */
const measure = async (
  script: string,
  readyPath: string,
  env: Record<string, string>,
  idleSeconds: number,
): Promise<Footprint> => {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${PORT}${readyPath}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await sleep(50);
    }
    const readySeconds = (performance.now() - started) / 1000;
    await sleep(idleSeconds * 1000);
    return { readySeconds, idleMb: statusMb(child.pid!, 'VmRSS'), peakMb: statusMb(child.pid!, 'VmHWM') };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A first start, then `restarts` restarts on the same database; the restarts' medians. */
const startAndRestarts = async (start: () => Promise<Footprint>, restarts: number) => {
  const first = await start();
  const again: Footprint[] = [];
  for (let i = 0; i < restarts; i++) again.push(await start());
  return {
    first,
    restart: {
      readySeconds: median(again.map((run) => run.readySeconds)),
      idleMb: median(again.map((run) => run.idleMb)),
      peakMb: median(again.map((run) => run.peakMb)),
    },
  };
};

type StartAndRestarts = Awaited<ReturnType<typeof startAndRestarts>>;

const { values } = parseArgs({
  options: { 'idle-seconds': { type: 'string', default: '20' }, restarts: { type: 'string', default: '3' } },
});
const idleSeconds = Number(values['idle-seconds']);
const restarts = Number(values.restarts);
const serverUrl =
  process.env.DATABASE_URL ?? anchorCannotRun('DATABASE_URL must name a PostgreSQL server (its scratch databases)');
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-footprint-'));
const cases: { name: string; ours: StartAndRestarts; anchor: StartAndRestarts }[] = [];
try {
  for (const engine of ['postgres', 'pglite'] as const) {
    const run = async (script: string, readyPath: string, extra: Record<string, string>) => {
      const dataDir = await mkdtemp(path.join(dir, `${engine}-`));
      const scratch = engine === 'postgres' ? await scratchDatabase(serverUrl) : undefined;
      const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...extra };
      try {
        return await startAndRestarts(() => measure(script, readyPath, env, idleSeconds), restarts);
      } finally {
        await scratch?.drop();
      }
    };
    const anchor = await run('bench/support/bareHealthServer.mjs', '/health', {}).catch((error: Error) =>
      anchorCannotRun(`the bare Fastify process on ${engine} did not start: ${error.message}`),
    );
    const ours = await run('build/server/main.js', '/ready', engine === 'postgres' ? { SEED_DEMO: 'false' } : {});
    cases.push({ name: engine, ours, anchor });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

const line = (label: string, ours: Footprint, anchor: Footprint) =>
  console.log(
    `${label.padEnd(22)} ready ${ours.readySeconds.toFixed(2)} s (${(ours.readySeconds / anchor.readySeconds).toFixed(2)}×)  ` +
      `idle ${ours.idleMb.toFixed(0)} MB (${(ours.idleMb / anchor.idleMb).toFixed(2)}×)  ` +
      `peak ${ours.peakMb.toFixed(0)} MB (${(ours.peakMb / anchor.peakMb).toFixed(2)}×)`,
  );
for (const { name, ours, anchor } of cases) {
  console.log(
    `anchor, ${name}: first start ready ${anchor.first.readySeconds.toFixed(2)} s, idle ${anchor.first.idleMb.toFixed(0)} MB; ` +
      `restart ready ${anchor.restart.readySeconds.toFixed(2)} s, idle ${anchor.restart.idleMb.toFixed(0)} MB (= 1.00×)`,
  );
  line(`${name}, first start`, ours.first, anchor.first);
  line(`${name}, restart`, ours.restart, anchor.restart);
}
const postgres = cases.find((entry) => entry.name === 'postgres')!.ours;
const pglite = cases.find((entry) => entry.name === 'pglite')!.ours;
const problems = [
  postgres.restart.idleMb > GOAL_PG_MB &&
    `PostgreSQL idle ${postgres.restart.idleMb.toFixed(0)} MB is over the goal of ${GOAL_PG_MB} MB`,
  postgres.first.readySeconds > GOAL_FIRST_START_S &&
    `PostgreSQL first start ${postgres.first.readySeconds.toFixed(1)} s is over the goal of ${GOAL_FIRST_START_S} s`,
  pglite.restart.idleMb > GOAL_PGLITE_MB &&
    `PGlite idle ${pglite.restart.idleMb.toFixed(0)} MB is over the goal of ${GOAL_PGLITE_MB} MB`,
].filter(Boolean);
for (const problem of problems) console.log(`MISSED: ${problem}`);
if (problems.length === 0) console.log('goals met');
