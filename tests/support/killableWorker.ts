import { spawn } from 'node:child_process';

/**
 * A worker script (through tsx) in a process of its own, for the tests that kill -9 it at random
 * moments: `ready` once it says so on its standard output, `exit` with its exit code, `kill` as
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
