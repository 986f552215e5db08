import type { Readable } from 'node:stream';

/** Content-addressed blob storage: a blob's key is the SHA-256 of its bytes, so a write is idempotent. */
export type BlobStore = {
  put: (content: Buffer) => Promise<string>;
  /** A stream of any size, in flat memory (spooled to a temporary file); its key and byte count. */
  putStream: (content: AsyncIterable<Buffer>) => Promise<{ key: string; size: number }>;
  get: (key: string) => Promise<Readable>;
  has: (key: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /** Throws when the store cannot be reached; used by /ready. */
  check: () => Promise<void>;
};

const BLOB_KEY = /^[0-9a-f]{64}$/;

export const assertBlobKey = (key: string): void => {
  if (!BLOB_KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
};
