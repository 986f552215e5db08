import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BlobStore } from './blobStore';

/**
 * Of these keys, those a row still names: a document's file, a DSN import's, a page preview's,
 * a campaign's source file or piece, an email's attachment, a signature book's file (as created and as signed),
 * an invoice's file as sent to Chorus Pro.
 * Blobs are content-addressed, so two rows may share one: a blob goes only when none names it.
 * A new table holding blob keys adds its line here, and nowhere else.
 */
export const blobKeysInUse = async (db: Kysely<DB>, keys: string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const list = sql`${sql.val(keys)}::text[]`;
  const { rows } = await sql<{ key: string }>`
    select blob_key as key from documents where blob_key = any(${list})
    union select blob_key from dsn_imports where blob_key = any(${list})
    union select blob_key from document_previews where blob_key = any(${list})
    union select png_key from document_previews where png_key = any(${list})
    union select blob_key from campaign_files where blob_key = any(${list})
    union select blob_key from dispatched_docs where blob_key = any(${list})
    union select blob_key from sign_workflow_files where blob_key = any(${list})
    union select original_blob_key from sign_workflow_files where original_blob_key = any(${list})
    union select attachment_blob_key from mail_outbox where attachment_blob_key = any(${list})
    union select file_key from chorus_invoices where file_key = any(${list})
  `.execute(db);
  return new Set(rows.map((row) => row.key));
};

export const blobInUse = async (db: Kysely<DB>, key: string): Promise<boolean> =>
  (await blobKeysInUse(db, [key])).has(key);

/** The blobs a request stored go, unless a row already names the same bytes. */
export const discardBlobs = async (
  { database, blobs }: { database: { db: Kysely<DB> }; blobs: BlobStore },
  keys: string[],
): Promise<void> => {
  const inUse = await blobKeysInUse(database.db, keys);
  for (const key of new Set(keys)) if (!inUse.has(key)) await blobs.delete(key);
};
