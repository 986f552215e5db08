import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from './blobStore';

/** A blob whose bytes no longer hash to its key: the store damaged it. */
export class BlobCorrupted extends Error {
  constructor(readonly key: string) {
    super(`Blob ${key} does not match its SHA-256`);
  }
}

const hashOf = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/**
 * A blob checked against its key before a byte of it is handed out: it is hashed in a first read,
 * then streamed in a second one, itself hashed again so that bytes changed in between end the
 * stream with an error rather than complete wrong. Throws BlobCorrupted when the first read fails.
 * Sent without a Content-Length (chunked), a stream ended by that error is seen as cut short.
 */
export const readVerifiedBlob = async (blobs: BlobStore, key: string): Promise<Readable> => {
  if ((await hashOf(await blobs.get(key))) !== key) throw new BlobCorrupted(key);
  const source = await blobs.get(key);
  async function* checked() {
    const hash = createHash('sha256');
    for await (const chunk of source) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
    if (hash.digest('hex') !== key) throw new BlobCorrupted(key);
  }
  return Readable.from(checked(), { objectMode: false });
};

/** A whole blob in memory, checked against its key (for mupdf, which reads a file whole). */
export const readVerifiedBytes = async (blobs: BlobStore, key: string): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.get(key)) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (createHash('sha256').update(bytes).digest('hex') !== key) throw new BlobCorrupted(key);
  return bytes;
};
