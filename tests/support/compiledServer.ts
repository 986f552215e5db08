import { spawn, spawnSync } from 'node:child_process';

/** Builds the server for production (skipped when up to date), as `npm start` does. */
export const buildServer = () => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`node scripts/build.mjs server failed:\n${built.stdout}${built.stderr}`);
};

export type LogLine = { msg?: string; port?: number; requestId?: string; level?: number };

/**
 * `node build/server/main.js` in a process of its own, on a port the system picks (PORT=0): `port`
 * once it says it is ready, its JSON log lines as they come, `exit` with its exit code.
 */
export const startCompiledServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  let pending = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const line of complete.filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    for (const listener of listeners) listener();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The first log line that `matches`, once the server writes it. */
  const logged = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const look = () => {
        const found = lines.find(matches);
        if (!found) return;
        listeners.delete(look);
        resolve(found);
      };
      listeners.add(look);
      void exit.then((code) => reject(new Error(`the server exited (${code}) before it logged what was awaited`)));
      look();
    });
  const port = logged((line) => typeof line.port === 'number').then((line) => line.port!);
  return { child, port, logged, lines, exit };
};
