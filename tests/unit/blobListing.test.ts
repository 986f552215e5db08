import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../server/storage/blobStore';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { createS3BlobStore } from '../../server/storage/s3BlobStore';

let root: string;
let s3: S3rver;
let stores: Record<string, BlobStore>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'liasse-blob-list-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'liasse-list', configs: [] }],
  });
  const { port } = await s3.run();
  stores = {
    filesystem: createFsBlobStore(path.join(root, 'fs')),
    s3: createS3BlobStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'liasse-list',
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

const listed = async (store: BlobStore) => {
  const blobs = [];
  for await (const blob of store.list()) blobs.push(blob);
  return blobs;
};

describe.each(['filesystem', 's3'])('listing the %s blob store', (kind) => {
  it('gives every blob with when it was written, and nothing else', async () => {
    const store = stores[kind];
    const started = Date.now() - 60_000;
    const keys = await Promise.all(['un', 'deux', 'trois'].map((word) => store.put(Buffer.from(`${kind} ${word}`))));
    if (kind === 'filesystem') {
      // An upload being spooled and a half-written temporary file are no blobs.
      await mkdir(path.join(root, 'fs', 'tmp'), { recursive: true });
      await writeFile(path.join(root, 'fs', 'tmp', 'upload.tmp'), 'partial');
      await writeFile(path.join(root, 'fs', keys[0].slice(0, 2), keys[0].slice(2, 4), `${keys[0]}.x.tmp`), 'partial');
    }
    const blobs = await listed(store);
    expect(blobs.map((blob) => blob.key).sort()).toEqual([...keys].sort());
    for (const blob of blobs) expect(blob.writtenAt.getTime()).toBeGreaterThan(started);
  });
});
