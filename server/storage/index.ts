import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { createFsBlobStore } from './fsBlobStore';

/** The AWS SDK (about 25 MB in memory) is loaded only by a process whose blobs are on S3. */
export const createBlobStore = async (config: Pick<Config, 's3' | 'dataDir'>): Promise<BlobStore> =>
  config.s3
    ? (await import('./s3BlobStore')).createS3BlobStore(config.s3)
    : createFsBlobStore(path.join(config.dataDir, 'blobs'));
