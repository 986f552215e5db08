import { spawn } from 'node:child_process';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { keepImports } from '../../scripts/keepImports.mjs';

const compiled = new Map<string, Promise<string>>();
/**
 * The worker script compiled beside the built server (build/tests/…, importing build/server/…, which
 * the run's setup built), once per test process: plain Node starts it in a fraction of what tsx took
 * to compile the server's sources at each of a test's twenty starts.
 */
const compiledScript = (script: string) => {
  let file = compiled.get(script);
  if (!file) {
    const outfile = path.join('build', script.replace(/\.ts$/, '.js'));
    file = esbuild
      .build({
        entryPoints: [script],
        outfile,
        bundle: true,
        plugins: [keepImports],
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'warning',
      })
      .then(() => outfile);
    compiled.set(script, file);
  }
  return file;
};

/**
 * A worker script, compiled, in a process of its own, for the tests that kill -9 it at chosen
 * points (killAfter): `ready` once it says so on its standard output, `exit` with its exit code,
 * `exited()` whether it has, `kill` as SIGKILL and until it is gone.
 */
export const startKillableWorker = (script: string, args: string[], env: Record<string, string>) => {
  const child = compiledScript(script).then((file) =>
    spawn(process.execPath, [file, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  const exit = child.then(
    (started) => new Promise<number | null>((resolve) => started.on('exit', (code) => resolve(code))),
  );
  const ready = child.then(
    (started) =>
      new Promise<void>((resolve, reject) => {
        started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        void exit.then((code) => reject(new Error(`worker exited (${code}) before it was ready`)));
      }),
  );
  let hasExited = false;
  void exit.then(() => (hasExited = true));
  const kill = async () => {
    (await child).kill('SIGKILL');
    await exit;
  };
  return { ready, exit, exited: () => hasExited, kill };
};

/**
 * The points a run of `total` items is killed at, `kills` of them: after the nth item done, evenly
 * spread from the start to near the end, so that each kill lands mid-work whatever the machine's
 * speed (random sleeps landed mid-work on a fast machine and after the end on a slow one).
 */
export const killPoints = (total: number, kills: number) =>
  Array.from({ length: kills }, (_, index) => Math.floor((total * (index + 1)) / (kills + 1)));

/**
 * Resolves once `done()` (the items a run finished, read from the database) reaches `point`, or the
 * run `ended()`. It reads every few milliseconds: what follows lands within an item or two of the point.
 */
export const reached = async (done: () => Promise<number>, point: number, ended = () => false) => {
  while (!ended() && (await done()) < point) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * Kills the worker once `done()` reaches `point`. Answers the items done at its death: below the
 * run's total when it died mid-work. A worker that exits first is not killed.
 */
export const killAfter = async (
  worker: ReturnType<typeof startKillableWorker>,
  done: () => Promise<number>,
  point: number,
) => {
  await reached(done, point, worker.exited);
  await worker.kill();
  return done();
};
