import type { Readable } from 'node:stream';
import type { DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { renderPagePng } from '../../pdf/mupdf';
import { readVerifiedBlob, readVerifiedBytes } from '../../storage/verifiedBlob';
import { recordEvent, type Actor } from './events';
import { visibleFile, type DocumentFile } from './queries';

/** A reader's opening of a document is one VIEW a day, counted when its first page is shown. */
const recordView = async (ctx: AppContext, file: DocumentFile, actor: Actor) => {
  const { db } = ctx.database;
  const since = new Date(Date.now() - 24 * 3600_000);
  const seen = await db
    .selectFrom('document_events')
    .select('id')
    .where('document_id', '=', file.id)
    .where('kind', '=', 'VIEW')
    .where('user_id', '=', actor.userId)
    .where('at', '>', since)
    .executeTakeFirst();
  if (!seen) await recordEvent(db, file, 'VIEW', actor);
};

/** The cached image of a page, or a new one rendered by mupdf (cached by the file's bytes, page and width). */
const pagePng = async (ctx: AppContext, file: DocumentFile, page: number, width: number): Promise<Readable> => {
  const { db } = ctx.database;
  const cached = await db
    .selectFrom('document_previews')
    .select('png_key')
    .where('blob_key', '=', file.blob_key)
    .where('page', '=', page)
    .where('width', '=', width)
    .executeTakeFirst();
  if (cached && (await ctx.blobs.has(cached.png_key))) return readVerifiedBlob(ctx.blobs, cached.png_key);
  const png = renderPagePng(await readVerifiedBytes(ctx.blobs, file.blob_key), page - 1, width);
  const pngKey = await ctx.blobs.put(Buffer.from(png));
  await db
    .insertInto('document_previews')
    .values({ blob_key: file.blob_key, page, width, png_key: pngKey })
    .onConflict((oc) => oc.columns(['blob_key', 'page', 'width']).doUpdateSet({ png_key: pngKey }))
    .execute();
  return readVerifiedBlob(ctx.blobs, pngKey);
};

/** `GET doc/{id}/preview/{x}`: page x (from 1) as PNG; a page past the last is not found. */
export const documentPreview = async (
  ctx: AppContext,
  reader: DocumentReader,
  documentId: string,
  page: number,
  width: number,
  actor: Actor,
) => {
  const file = await visibleFile(ctx.database.db, reader, documentId);
  if (page > file.pages) throw notFound('Page');
  const png = await pagePng(ctx, file, page, width);
  if (page === 1) await recordView(ctx, file, actor);
  return png;
};
