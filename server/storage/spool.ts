import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { runEnded, RUN_ID } from '../processRun';

export type Spooled = { file: string; key: string; size: number; discard: () => Promise<void> };

/** A spool directory whose process cannot be asked (another host's) is removed after this long untouched. */
export const FOREIGN_SPOOL_GRACE_MS = 24 * 3600_000;

/**
 * This process's own folder of temporary files under `root`, named after its run, so that what a
 * process killed mid-upload left behind can be told from another's upload under way.
 */
export const processSpoolDir = (root: string) => path.join(root, RUN_ID);

/**
 * Removes the spool folders under `root` of processes that are gone: on this host, those whose
 * pid no longer runs, or runs as this process (a predecessor's of the same pid); of other hosts
 * sharing the folder, and loose files of no owner, those untouched for FOREIGN_SPOOL_GRACE_MS.
 * Answers how many.
 */
export const removeDeadSpools = async (root: string, now = Date.now()): Promise<number> => {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const dir = path.join(root, entry.name);
    const dead =
      runEnded(entry.name) ?? ((await stat(dir).catch(() => undefined))?.mtimeMs ?? now) < now - FOREIGN_SPOOL_GRACE_MS;
    if (!dead) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
};

/**
 * Writes a stream to a temporary file under `dir` while hashing it: a blob's key (its SHA-256) is
 * known only at its end, and the stream is never held whole in memory. An error of the stream
 * (a client gone, a size limit) removes the file and is thrown as it is.
 */
export const spool = async (content: AsyncIterable<Buffer>, dir: string): Promise<Spooled> => {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.tmp`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const discard = () => rm(file, { force: true });
  try {
    await pipeline(content, measure, createWriteStream(file, { flush: true }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { file, key: hash.digest('hex'), size, discard };
};
