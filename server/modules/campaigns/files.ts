import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { DispatchedDocStatus } from '../../../common/schemas/campaigns';
import { requireCampaign, visibleDispatchedDocs } from '../../access/campaignVisibility';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { archiveEntryNames } from '../documentFiles/archiveNames';

/**
 * `POST dispatch/{id}/dispatched-docs/merged`: one PDF of the campaign's documents in this status
 * that the caller sees, by name (the paper batch with PAPER_DISPATCHED); 404 when there is none.
 */
export const mergedDocuments = async (
  ctx: AppContext,
  caller: Access,
  campaignId: string,
  status: DispatchedDocStatus,
) => {
  const { db } = ctx.database;
  await requireCampaign(db, caller, campaignId);
  const pieces = await visibleDispatchedDocs(db, caller)
    .select('dd.blob_key')
    .where('dd.campaign_id', '=', campaignId)
    .where('dd.status', '=', status)
    .where('dd.blob_key', 'is not', null)
    .orderBy('dd.name')
    .orderBy('dd.id')
    .execute();
  if (pieces.length === 0) throw notFound(`Document in status ${status}`);
  const files: Buffer[] = [];
  for (const { blob_key } of pieces) files.push(await readVerifiedBytes(ctx.blobs, blob_key!));
  return Buffer.from(await ctx.pdf.merge(files));
};

const ignoredPagesOf = (db: Kysely<DB>, campaignId: string) =>
  db
    .selectFrom('campaign_ignored_pages as ip')
    .innerJoin('campaign_files as f', 'f.id', 'ip.file_id')
    .select(['f.id as fileId', 'f.name', 'f.blob_key', 'ip.page'])
    .where('ip.campaign_id', '=', campaignId)
    .where('f.blob_key', 'is not', null)
    .where('ip.page', '>=', 1)
    .whereRef('ip.page', '<=', 'f.pages')
    .orderBy('f.seq')
    .orderBy('ip.page')
    .execute();

/**
 * `GET dispatch/{id}/ignored-pages`: a zip of one PDF per page the split attributed to nobody,
 * `<file name> - page N.pdf` (pages from 1, as the split counts them); 404 when there is none.
 * Each source file is read and cut once, on a PDF thread.
 */
export const ignoredPagesArchive = async (ctx: AppContext, caller: Access, campaignId: string) => {
  const { db } = ctx.database;
  await requireCampaign(db, caller, campaignId);
  const pages = await ignoredPagesOf(db, campaignId);
  if (pages.length === 0) throw notFound('Ignored page');
  const names = archiveEntryNames(pages.map(({ name, page }) => `${name.replace(/\.pdf$/i, '')} - page ${page}.pdf`));
  const zip = new yazl.ZipFile();
  // The pages come grouped by file.
  let entry = 0;
  for (let start = 0; start < pages.length;) {
    const { fileId, blob_key } = pages[start]!;
    let end = start;
    while (end < pages.length && pages[end]!.fileId === fileId) end++;
    const bytes = await readVerifiedBytes(ctx.blobs, blob_key!);
    const singles = await ctx.pdf.cut(
      bytes,
      pages.slice(start, end).map(({ page }) => page - 1),
    );
    for (const single of singles) zip.addBuffer(Buffer.from(single), names[entry++]!);
    start = end;
  }
  zip.end();
  return zip.outputStream;
};
