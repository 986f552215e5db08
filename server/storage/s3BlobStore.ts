import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertBlobKey, isBlobKey, type BlobStore } from './blobStore';
import { processSpoolDir, removeDeadSpools, spool } from './spool';

/** Where uploads are spooled on this host before they go to S3 (each process in a folder of its own). */
const SPOOL_ROOT = path.join(tmpdir(), 'liasse-spool');

export const createS3BlobStore = (config: S3Config): BlobStore => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Self-hosted S3 (MinIO, Garage, Ceph) is addressed by path, not by bucket sub-domain.
    forcePathStyle: Boolean(config.endpoint),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `blobs/${key}`;
  };
  const has = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
      throw error;
    }
  };
  return {
    put: async (content) => {
      const key = createHash('sha256').update(content).digest('hex');
      if (await has(key)) return key;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: content,
          ChecksumSHA256: createHash('sha256').update(content).digest('base64'),
        }),
      );
      return key;
    },
    // Spooled to a local file first: the object's key is its hash, known only at the end.
    putStream: async (content) => {
      const spooled = await spool(content, processSpoolDir(SPOOL_ROOT));
      const { key, size } = spooled;
      try {
        if (!(await has(key))) {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: objectKey(key),
              Body: createReadStream(spooled.file),
              ContentLength: size,
              ChecksumSHA256: Buffer.from(key, 'hex').toString('base64'),
            }),
          );
        }
        return { key, size };
      } finally {
        await spooled.discard();
      }
    },
    get: async (key) => {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return Body as Readable;
    },
    has,
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'blobs/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice('blobs/'.length) ?? '';
          if (isBlobKey(key)) yield { key, writtenAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    removeDeadTemporaries: () => removeDeadSpools(SPOOL_ROOT),
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
};
