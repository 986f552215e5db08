import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { BlobStore } from '../../server/storage/blobStore';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { createS3BlobStore } from '../../server/storage/s3BlobStore';

/**
 * Both blob stores on fresh ground: the filesystem one under `root/fs`, and the S3 one against a
 * real S3 protocol peer on loopback.
 */
export const startBlobStores = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'liasse-blobs-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'liasse-test', configs: [] }],
  });
  const { port } = await s3.run();
  const stores: Record<'filesystem' | 's3', BlobStore> = {
    filesystem: createFsBlobStore(path.join(root, 'fs')),
    s3: createS3BlobStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'liasse-test',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    }),
  };
  const close = async () => {
    await s3.close();
    await rm(root, { recursive: true, force: true });
  };
  return { root, stores, close };
};
