import { spawn } from 'node:child_process';

/**
 * A worker script (through tsx) in a process of its own, for the tests that kill -9 it at chosen
 * points (killAfter): `ready` once it says so on its standard output, `exit` with its exit code, `kill` as
 * SIGKILL and until it is gone.
 */
export const startKillableWorker = (script: string, args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const kill = async () => {
    child.kill('SIGKILL');
    await exit;
  };
  return { ready, exit, kill };
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
  let exited = false;
  void worker.exit.then(() => (exited = true));
  await reached(done, point, () => exited);
  await worker.kill();
  return done();
};
