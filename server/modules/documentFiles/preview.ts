import type { Readable } from 'node:stream';
import type { DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import type { PreviewRefusal } from '../../../common/documentFields';
import { AppError, notFound } from '../../http/errors';
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

const cachedPng = async (ctx: AppContext, file: DocumentFile, page: number, width: number) => {
  const cached = await ctx.database.db
    .selectFrom('document_previews')
    .select('png_key')
    .where('blob_key', '=', file.blob_key)
    .where('page', '=', page)
    .where('width', '=', width)
    .executeTakeFirst();
  return cached && (await ctx.blobs.has(cached.png_key)) ? readVerifiedBlob(ctx.blobs, cached.png_key) : undefined;
};

const refusalOf = async (ctx: AppContext, file: DocumentFile, page: number) =>
  (
    await ctx.database.db
      .selectFrom('document_preview_refusals')
      .select('reason')
      .where('blob_key', '=', file.blob_key)
      .where('page', '=', page)
      .executeTakeFirst()
  )?.reason;

const previewRefused = (reason: PreviewRefusal) =>
  new AppError(
    422,
    'PREVIEW_TOO_HEAVY',
    reason === 'pixel_budget'
      ? 'This page holds images too large to be previewed; download the document to read it'
      : 'This page takes too long to draw to be previewed; download the document to read it',
    { page: reason },
  );

/**
 * Drawings of one page in this process run one after another: the second finds what the first
 * drew, or that the page was refused, so a page too heavy to draw is tried once, not once per
 * width asked at the same time.
 */
const pageTurns = new Map<string, Promise<unknown>>();
const inPageTurn = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const mine = (pageTurns.get(key) ?? Promise.resolve()).then(work, work);
  const settled = mine.catch(() => undefined);
  pageTurns.set(key, settled);
  try {
    return await mine;
  } finally {
    if (pageTurns.get(key) === settled) pageTurns.delete(key);
  }
};

/**
 * The cached image of a page, or a new one drawn on a PDF thread (cached by the file's bytes, page
 * and width); a page refused (by the pixel budget or the time limit) is remembered as such.
 */
const pagePng = async (ctx: AppContext, file: DocumentFile, page: number, width: number): Promise<Readable> => {
  const cached = await cachedPng(ctx, file, page, width);
  if (cached) return cached;
  return inPageTurn(`${file.blob_key}:${page}`, async () => {
    const refusal = await refusalOf(ctx, file, page);
    if (refusal) throw previewRefused(refusal);
    const drawnMeanwhile = await cachedPng(ctx, file, page, width);
    if (drawnMeanwhile) return drawnMeanwhile;
    const { db } = ctx.database;
    const drawn = await ctx.pdf.draw(await readVerifiedBytes(ctx.blobs, file.blob_key), page - 1, width);
    if ('refused' in drawn) {
      await db
        .insertInto('document_preview_refusals')
        .values({ blob_key: file.blob_key, page, reason: drawn.refused })
        .onConflict((oc) => oc.columns(['blob_key', 'page']).doNothing())
        .execute();
      throw previewRefused(drawn.refused);
    }
    const pngKey = await ctx.blobs.put(Buffer.from(drawn.png));
    await db
      .insertInto('document_previews')
      .values({ blob_key: file.blob_key, page, width, png_key: pngKey })
      .onConflict((oc) => oc.columns(['blob_key', 'page', 'width']).doUpdateSet({ png_key: pngKey }))
      .execute();
    return readVerifiedBlob(ctx.blobs, pngKey);
  });
};

/**
 * `GET doc/{id}/preview/{x}`: page x (from 1) as PNG; a page past the last is not found, a page
 * too heavy to draw is a 422 PREVIEW_TOO_HEAVY naming why.
 */
export const documentPreview = async (
  ctx: AppContext,
  caller: DocumentReader,
  documentId: string,
  page: number,
  width: number,
  actor: Actor,
) => {
  const file = await visibleFile(ctx.database.db, caller, documentId);
  if (page > file.pages) throw notFound('Page');
  const png = await pagePng(ctx, file, page, width);
  if (page === 1) await recordView(ctx, file, actor);
  return png;
};
