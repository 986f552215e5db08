import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type RunningProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts `node args` on a free port (PORT in its environment) and waits until `GET /health`
 * answers 200; throws with what it printed when it exits or does not answer within a minute.
 */
export const startProcess = async (args: string[], env: NodeJS.ProcessEnv): Promise<RunningProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node ${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    const answer = await fetch(`${url}/health`).catch(() => undefined);
    if (answer?.status === 200) return { url, child, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`node ${args.join(' ')} did not answer /health within a minute:\n${output}`);
};
