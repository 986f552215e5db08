import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blobStore';
import { createFsBlobStore } from './fsBlobStore';
import { createS3BlobStore } from './s3BlobStore';

export const createBlobStore = (config: Pick<Config, 's3' | 'dataDir'>): BlobStore =>
  config.s3 ? createS3BlobStore(config.s3) : createFsBlobStore(path.join(config.dataDir, 'blobs'));
