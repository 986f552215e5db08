import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export type ServerProcess = {
  /** Where its standard output and error go, for a failing test to read. */
  logFile: string;
  /** Resolves once the process has written `text` on its standard output. */
  said: (text: string) => Promise<void>;
  /** SIGKILL, and until it is gone: what a crash or an OOM kill does. */
  kill: () => Promise<void>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
};

/**
 * A compiled entry point (`build/server/main.js`, `build/server/worker.js`) in a process of its
 * own, as production runs it: plain node, settings from the environment only.
 */
export const startServerProcess = (script: string, env: Record<string, string>, logFile: string): ServerProcess => {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    logFile,
    said: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => output.includes(text) && (child.stdout.off('data', check), resolve());
        child.stdout.on('data', check);
        check();
        void exited.then(() => reject(new Error(`${script} exited before saying "${text}"; see ${logFile}`)));
      }),
    kill: async () => {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async (graceMs = 15_000) => {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** Polls `url` until it answers 200: a web process's /ready once its database, queue and blobs answer. */
export const waitUntilReady = async (url: string, process: ServerProcess, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms; see ${process.logFile}`);
};
