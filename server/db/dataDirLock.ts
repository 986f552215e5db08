import { readFile, unlink, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { RUN_ID, runEnded } from '../processRun';

/**
 * PGlite, unlike a PostgreSQL server, does not stop a second process from opening its files: two
 * processes on one data directory (a second `npm start`, a process a service manager lost track
 * of) corrupt it at once. A lock file beside it names the run that holds it; a run that has ended
 * on this host leaves a lock the next process takes over.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      await writeFile(lockFile, RUN_ID, { flag: 'wx' });
      return () => unlink(lockFile).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lockFile);
    if (holder && runEnded(holder) !== true) {
      throw new Error(
        `${dataDir} is in use by another process (${holder}); stop it, or remove ${lockFile} if that process is gone`,
      );
    }
    // The holder has ended: take it over, unless another process does first.
    await unlink(lockFile).catch(() => {});
  }
};

/** The run named in the lock file; read again once if empty (another process may be writing it). */
const holderOf = async (lockFile: string) => {
  const read = async () => (await readFile(lockFile, 'utf8').catch(() => '')).trim();
  const first = await read();
  if (first) return first;
  await sleep(100);
  return read();
};
