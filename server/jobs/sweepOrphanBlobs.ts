import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';

export const SWEEP_ORPHAN_BLOBS = 'blobs.sweep-orphans';
/** Daily, at night. */
export const SWEEP_ORPHAN_BLOBS_CRON = '17 3 * * *';
/** A blob younger than this may be an upload whose row is not committed yet: it is left alone. */
export const ORPHAN_GRACE_MS = 24 * 3600_000;
const BATCH = 500;

/** Of these keys, those a row still names: a document's file, a DSN import's, a page preview's. */
const keysInUse = async (db: Kysely<DB>, keys: string[]): Promise<Set<string>> => {
  const list = sql`${sql.val(keys)}::text[]`;
  const { rows } = await sql<{ key: string }>`
    select blob_key as key from documents where blob_key = any(${list})
    union select blob_key from dsn_imports where blob_key = any(${list})
    union select blob_key from document_previews where blob_key = any(${list})
    union select png_key from document_previews where png_key = any(${list})
  `.execute(db);
  return new Set(rows.map((row) => row.key));
};

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
    const used = await keysInUse(db, batch);
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
  return deleted;
};
