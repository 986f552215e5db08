import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { documentVisible, type DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readVerifiedBlob } from '../../storage/verifiedBlob';
import { archiveEntryNames } from './archiveNames';
import { recordEvent, recordEvents, type Actor } from './events';
import { visibleFile, type DocumentFile } from './queries';

/** A document's bytes, checked against their SHA-256, and its DOWNLOAD event. */
export const downloadFile = async (ctx: AppContext, file: DocumentFile, actor: Actor): Promise<Readable> => {
  const stream = await readVerifiedBlob(ctx.blobs, file.blob_key);
  await recordEvent(ctx.database.db, file, 'DOWNLOAD', actor);
  return stream;
};

/** `GET doc/pdf/{id}`. */
export const documentPdf = async (ctx: AppContext, caller: DocumentReader, documentId: string, actor: Actor) => {
  const file = await visibleFile(ctx.database.db, caller, documentId);
  return { file, stream: await downloadFile(ctx, file, actor) };
};

/**
 * `POST doc/pdf/archive`: a zip of the documents, streamed, each read (and checked) only when its
 * turn comes. One id the reader may not see refuses the whole archive, naming none (404).
 */
export const documentArchive = async (ctx: AppContext, caller: DocumentReader, ids: string[], actor: Actor) => {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const files = await ctx.database.db
    .selectFrom('documents')
    .select(['id', 'customer_id', 'file_name', 'blob_key', 'size', 'created_at'])
    .where('id', 'in', wanted)
    .where('blob_key', 'is not', null)
    .where(documentVisible(caller))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (files.length !== wanted.length) throw notFound('Document');
  const zip = new yazl.ZipFile();
  const names = archiveEntryNames(files.map((file) => file.file_name));
  files.forEach((file, index) => addStoredFile(ctx, zip, names[index], file));
  zip.end();
  await recordArchived(ctx, files, actor);
  return zip.outputStream;
};

/** A stored document's bytes as a zip entry, read (and checked against their SHA-256) only when its turn comes. */
export const addStoredFile = (
  ctx: AppContext,
  zip: yazl.ZipFile,
  name: string,
  file: { blob_key: string | null; size: number | string; created_at: Date },
) =>
  zip.addReadStreamLazy(name, { mtime: file.created_at, size: Number(file.size) }, (done) => {
    readVerifiedBlob(ctx.blobs, file.blob_key!).then(
      (stream) => done(null, stream),
      (error: Error) => done(error, undefined as never),
    );
  });

/** The DOWNLOAD of each document handed out in a zip. */
export const recordArchived = (ctx: AppContext, files: { id: string; customer_id: string }[], actor: Actor) =>
  recordEvents(ctx.database.db, files, 'DOWNLOAD', actor, { archive: true });
