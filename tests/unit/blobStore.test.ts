import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../server/storage/blobStore';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { createS3BlobStore } from '../../server/storage/s3BlobStore';

let root: string;
let s3: S3rver;
let stores: Record<string, BlobStore>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'liasse-blobs-'));
  // A real S3 protocol peer on loopback.
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'liasse-test', configs: [] }],
  });
  const { port } = await s3.run();
  stores = {
    filesystem: createFsBlobStore(path.join(root, 'fs')),
    s3: createS3BlobStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'liasse-test',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    }),
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(['filesystem', 's3'])('the %s blob store', (kind) => {
  it('keeps a blob under the SHA-256 of its bytes and gives the same bytes back', async () => {
    const store = stores[kind];
    const content = Buffer.from(`bulletin de paie ${kind} ${Date.now()}`);
    const key = await store.put(content);
    expect(key).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await store.has(key)).toBe(true);
    expect(await text(await store.get(key))).toBe(content.toString());
  });

  it('takes a stream of many chunks, in flat memory, under the SHA-256 of all its bytes', async () => {
    const store = stores[kind];
    const chunks = [0, 1, 2].map((n) => Buffer.alloc(1024 * 1024, `${kind} chunk ${n} `));
    async function* stream() {
      yield* chunks;
    }
    const whole = Buffer.concat(chunks);
    const stored = await store.putStream(stream());
    expect(stored).toEqual({ key: createHash('sha256').update(whole).digest('hex'), size: whole.length });
    expect((await buffer(await store.get(stored.key))).equals(whole)).toBe(true);
  });

  it('stores the same content once, whatever the number of writes', async () => {
    const store = stores[kind];
    const content = Buffer.from(`same ${kind}`);
    const keys = await Promise.all([store.put(content), store.put(content), store.put(content)]);
    expect(new Set(keys).size).toBe(1);
  });

  it('deletes a blob, and says so afterwards', async () => {
    const store = stores[kind];
    const key = await store.put(Buffer.from(`to delete ${kind}`));
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
  });

  it('refuses a key that is not a SHA-256, so no path can escape the store', async () => {
    const store = stores[kind];
    await expect(store.has('../../etc/passwd')).rejects.toThrow('Not a blob key');
  });

  it('answers its readiness check', async () => {
    await expect(stores[kind].check()).resolves.toBeUndefined();
  });
});
