import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const killers = new Set<() => void>();
let exitHookInstalled = false;

/**
 * Runs `kill` if the test process ends before it is untracked (a crash, a timeout skipping afterAll), so that no peer
 * outlives the tests on CI; returns the untrack function.
 */
export const killOnExit = (kill: () => void): (() => void) => {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => killers.forEach((pending) => pending()));
    // A test runner ends its workers with SIGTERM, which ends a process without its 'exit' event:
    // a server a timed-out hook started would outlive the run and load the next one.
    process.once('SIGTERM', () => process.exit(143));
  }
  killers.add(kill);
  return () => killers.delete(kill);
};

/**
 * Each daemon leads its own process group, which is signalled whole: dovecot's children then end with their master
 * (which still reaps them) instead of being waited for a second, and nothing outlives the test.
 */
const killGroup = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

/** A port free right now on loopback: the system picks it, and the listener lets it go. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** Whether a connection to the port succeeds and, when `greeting` is given, the server's first words hold it. */
export const portAnswers = (port: number, greeting?: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => {
      if (!greeting) done(true);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (greeting && received.includes(greeting)) done(true);
    });
  });

export type Daemon = { stop: () => Promise<void> };

const READY_WITHIN_MS = 15_000;
const POLL_MS = 10;

const waitUntil = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${READY_WITHIN_MS / 1000} s`);
    await sleep(POLL_MS);
  }
};

/**
 * Starts a program that stays in the foreground and serves `port`, and resolves once `ready` answers true; fails with
 * the program's last output when it exits first or is not ready in time. `stop` kills it and its children, and waits
 * until the port is free again, so that a restart can listen on it.
 */
export const startDaemon = async (
  command: string,
  args: string[],
  { port, ready, ...options }: SpawnOptions & { port: number; ready: () => Promise<boolean> },
): Promise<Daemon> => {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = killOnExit(() => killGroup(child));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    const gone = () => {
      exited = true;
      untrack();
      resolve();
    };
    child.once('exit', gone);
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      gone();
    });
  });
  const stop = async () => {
    killGroup(child);
    await exit;
    await waitUntil(async () => !(await portAnswers(port)), `${command} did not free port ${port}`);
  };

  try {
    await waitUntil(async () => {
      if (exited) throw new Error('it exited');
      return ready();
    }, 'it did not answer');
  } catch (error) {
    await stop();
    throw new Error(`${command} did not start (${(error as Error).message}): ${output || 'no output'}`);
  }
  return { stop };
};

/**
 * A daemon that can be stopped and started again on its port, as a server that goes down and
 * comes back; started once here. If that first start fails, its directory `dir` goes with it.
 */
export const restartableDaemon = async (
  command: string,
  args: string[],
  options: Parameters<typeof startDaemon>[2],
  dir: string,
) => {
  let daemon: Daemon | null = null;
  const start = async () => {
    daemon ??= await startDaemon(command, args, options);
  };
  const stop = async () => {
    await daemon?.stop();
    daemon = null;
  };
  await start().catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return { start, stop };
};
