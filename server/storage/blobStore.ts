import type { Readable } from 'node:stream';

/** Content-addressed blob storage: a blob's key is the SHA-256 of its bytes, so a write is idempotent. */
export type BlobStore = {
  put: (content: Buffer) => Promise<string>;
  /** A stream of any size, in flat memory (spooled to a temporary file); its key and byte count. */
  putStream: (content: AsyncIterable<Buffer>) => Promise<{ key: string; size: number }>;
  get: (key: string) => Promise<Readable>;
  has: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /** Every blob with when it was written, for the orphan sweep (in no particular order). */
  list: () => AsyncIterable<StoredBlob>;
  /** Removes the temporary files of processes that died writing them (at start, and by the sweep). */
  removeDeadTemporaries: () => Promise<number>;
  /** Throws when the store cannot be reached; used by /ready. */
  check: () => Promise<void>;
};

export type StoredBlob = { key: string; writtenAt: Date };

const BLOB_KEY = /^[0-9a-f]{64}$/;

export const isBlobKey = (key: string): boolean => BLOB_KEY.test(key);

export const assertBlobKey = (key: string): void => {
  if (!BLOB_KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
};
