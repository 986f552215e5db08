import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { DispatchedDocStatus } from '../../../common/schemas/campaigns';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { mupdf } from '../../pdf/mupdf';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { archiveEntryNames } from '../documentFiles/archiveNames';
import { requireCampaign, visibleDispatchedDocs } from './access';

/** Appends every page of a PDF (its bytes) to `target`. */
const appendPages = (target: mupdf.PDFDocument, bytes: Buffer) => {
  const source = new mupdf.PDFDocument(bytes);
  try {
    const graft = target.newGraftMap();
    for (let index = 0; index < source.countPages(); index++) graft.graftPage(-1, source, index);
  } finally {
    source.destroy();
  }
};

const saved = (document: mupdf.PDFDocument) => {
  try {
    return Buffer.from(document.saveToBuffer('compress').asUint8Array());
  } finally {
    document.destroy();
  }
};

/**
 * `POST dispatch/{id}/dispatched-docs/merged`: one PDF of the campaign's documents in this status
 * that the caller sees, by name (the paper batch with PAPER_DISPATCHED); 404 when there is none.
 */
export const mergedDocuments = async (
  ctx: AppContext,
  access: Access,
  campaignId: string,
  status: DispatchedDocStatus,
) => {
  const { db } = ctx.database;
  await requireCampaign(db, access, campaignId);
  const pieces = await visibleDispatchedDocs(db, access)
    .select('dd.blob_key')
    .where('dd.campaign_id', '=', campaignId)
    .where('dd.status', '=', status)
    .where('dd.blob_key', 'is not', null)
    .orderBy('dd.name')
    .orderBy('dd.id')
    .execute();
  if (pieces.length === 0) throw notFound(`Document in status ${status}`);
  const merged = new mupdf.PDFDocument();
  try {
    for (const { blob_key } of pieces) appendPages(merged, await readVerifiedBytes(ctx.blobs, blob_key!));
  } catch (error) {
    merged.destroy();
    throw error;
  }
  return saved(merged);
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
 * Each source file is read and opened once.
 */
export const ignoredPagesArchive = async (ctx: AppContext, access: Access, campaignId: string) => {
  const { db } = ctx.database;
  await requireCampaign(db, access, campaignId);
  const pages = await ignoredPagesOf(db, campaignId);
  if (pages.length === 0) throw notFound('Ignored page');
  const names = archiveEntryNames(pages.map(({ name, page }) => `${name.replace(/\.pdf$/i, '')} - page ${page}.pdf`));
  const zip = new yazl.ZipFile();
  let source: { fileId: string; document: mupdf.PDFDocument } | undefined;
  try {
    for (const [index, { fileId, blob_key, page }] of pages.entries()) {
      if (source?.fileId !== fileId) {
        source?.document.destroy();
        source = { fileId, document: new mupdf.PDFDocument(await readVerifiedBytes(ctx.blobs, blob_key!)) };
      }
      const single = new mupdf.PDFDocument();
      single.graftPage(-1, source.document, page - 1);
      zip.addBuffer(saved(single), names[index]!);
    }
  } finally {
    source?.document.destroy();
  }
  zip.end();
  return zip.outputStream;
};
