import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This run of this process: its host, its pid, and a mark of the run (a container's process is
 * often pid 1 at every start). What a process leaves behind it (temporary files, a call under
 * way) is named by it, so that a later process can tell a dead one's leftovers from a live one's.
 */
export const RUN_ID = `${hostname()}.${process.pid}.${randomBytes(4).toString('hex')}`;

const RUN = /^(.+)\.(\d+)\.[0-9a-f]+$/;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the run is known to have ended: a run of this host whose pid no longer runs, or runs
 * as this process under another mark. A run of another host cannot be asked: undefined.
 */
export const runEnded = (runId: string): boolean | undefined => {
  const run = RUN.exec(runId);
  if (run?.[1] !== hostname()) return undefined;
  const pid = Number(run[2]);
  return pid === process.pid ? runId !== RUN_ID : !isAlive(pid);
};
