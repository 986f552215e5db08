import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { blobKeysInUse } from '../storage/blobReferences';
import type { BlobStore } from '../storage/blobStore';
import { declareJob } from './declaration';

export const SWEEP_ORPHAN_BLOBS = 'blobs.sweep-orphans';
/** Daily, at night. */
export const SWEEP_ORPHAN_BLOBS_CRON = '17 3 * * *';
/** A blob younger than this may be an upload whose row is not committed yet: it is left alone. */
export const ORPHAN_GRACE_MS = 24 * 3600_000;
const BATCH = 500;

/**
 * The job: deletes the blobs that no row names and that are older than the grace period (a file
 * refused or abandoned after it was stored, a preview of a deleted file). Answers how many went.
 * Running it twice deletes nothing more.
 */
export const sweepOrphanBlobs = async (db: Kysely<DB>, blobs: BlobStore, now = new Date()): Promise<number> => {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  let deleted = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const used = await blobKeysInUse(db, batch);
    for (const key of batch) {
      if (used.has(key)) continue;
      await blobs.delete(key);
      deleted++;
    }
    batch = [];
  };
  for await (const blob of blobs.list()) {
    if (blob.writtenAt.getTime() > before) continue;
    batch.push(blob.key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length) await sweep();
  // Temporary files of processes on other hosts are theirs to clear, or ours once a day old.
  await blobs.removeDeadTemporaries();
  return deleted;
};

export const sweepOrphanBlobsJob = declareJob({
  queue: SWEEP_ORPHAN_BLOBS,
  work: (ctx) => sweepOrphanBlobs(ctx.database.db, ctx.blobs),
  schedule: { cron: SWEEP_ORPHAN_BLOBS_CRON },
});
