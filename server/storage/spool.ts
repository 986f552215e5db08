import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Spooled = { file: string; key: string; size: number; discard: () => Promise<void> };

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
