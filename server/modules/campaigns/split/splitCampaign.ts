import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { createPagePool } from '../../../pdf/pagePool';
import { checkPdf, PdfRefused } from '../../../pdf/pdfCheck';
import { BlobCorrupted, readVerifiedBytes } from '../../../storage/verifiedBlob';
import { queueCampaignDispatch } from '../queues';
import { CampaignConflict, moveCampaign } from '../transitions';
import { loadCandidates } from './candidates';
import { indexCandidates } from './detectEmployee';
import { splitFile } from './splitFile';

type CampaignRow = { id: string; customer_id: string; distribution: string; review: boolean };

/** Why a split stopped: the campaign's `error_code` (the front end translates it). */
export type SplitErrorCode =
  | 'FILE_NOT_FOUND'
  | 'FILE_CORRUPTED'
  | 'FILE_NOT_PDF'
  | 'FILE_TRUNCATED'
  | 'FILE_MALFORMED'
  | 'FILE_ENCRYPTED'
  | 'FILE_NO_PAGES'
  | 'SPLIT_ERROR';

class SplitFailed extends Error {
  constructor(readonly code: SplitErrorCode) {
    super(code);
  }
}

/** SPLITTING → IN_ERROR with the cause; a campaign that already moved on is left alone. */
export const failSplit = async (ctx: AppContext, campaignId: string, code: SplitErrorCode) => {
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await moveCampaign(trx, campaignId, 'splitFailed', { extra: { error_code: code } });
    });
  } catch (error) {
    if (!(error instanceof CampaignConflict)) throw error;
  }
};

/** A campaign file's bytes: its own blob, or the safe's document it names. */
const sourceBytes = async (
  ctx: AppContext,
  file: { blob_key: string | null; source_document_id: string | null },
): Promise<Buffer> => {
  let key = file.blob_key;
  if (!key && file.source_document_id) {
    const document = await ctx.database.db
      .selectFrom('documents')
      .select('blob_key')
      .where('id', '=', file.source_document_id)
      .executeTakeFirst();
    key = document?.blob_key ?? null;
  }
  if (!key || !(await ctx.blobs.has(key))) throw new SplitFailed('FILE_NOT_FOUND');
  try {
    return await readVerifiedBytes(ctx.blobs, key);
  } catch (error) {
    if (error instanceof BlobCorrupted) throw new SplitFailed('FILE_CORRUPTED');
    throw error;
  }
};

const pagesOf = async (ctx: AppContext, bytes: Buffer) => {
  try {
    return (await checkPdf(ctx.pdf, bytes)).pages;
  } catch (error) {
    if (error instanceof PdfRefused) throw new SplitFailed(`FILE_${error.reason.toUpperCase()}` as SplitErrorCode);
    throw error;
  }
};

/**
 * SPLITTED, its counts written, then on to validation or dispatch (the dispatch job queued), in
 * one transaction: a crash leaves the campaign SPLITTING with every file done, and the next run
 * only finishes it.
 */
const finishSplit = async (ctx: AppContext, campaign: CampaignRow) => {
  try {
    await finishSplitOnce(ctx, campaign);
  } catch (error) {
    // Another run of the same split (a resumed job) ended it first.
    if (!(error instanceof CampaignConflict)) throw error;
  }
};

const finishSplitOnce = async (ctx: AppContext, campaign: CampaignRow) => {
  await ctx.database.db.transaction().execute(async (trx) => {
    const counts = await trx
      .selectFrom('dispatched_docs')
      .select([
        sql<number>`count(*)::int`.as('documents'),
        sql<number>`count(distinct recipient_key)::int`.as('recipients'),
      ])
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('campaigns')
      .set({ documents_count: counts.documents, recipients_count: counts.recipients })
      .where('id', '=', campaign.id)
      .execute();
    await moveCampaign(trx, campaign.id, 'splitDone', { extra: { progress: 100, error_code: null } });
    if (campaign.distribution === 'WITH_VALIDATION' || campaign.review) {
      await moveCampaign(trx, campaign.id, 'needsValidation');
      return;
    }
    await moveCampaign(trx, campaign.id, 'readyToDispatch', { extra: { progress: 0 } });
    await queueCampaignDispatch(trx, ctx.boss, campaign.id);
  });
};

export type SplitOptions = { chunkPages?: number; pageBudget?: number };

/**
 * The CAMPAIGN_SPLIT job: each file in the wizard's order, from its resume point, pages read in
 * worker threads, employees found among those of the emitting organisation's subtree. Answers
 * 'done', 'stopped' (the page budget ran out, for tests), 'failed' (a file cannot be split: the
 * campaign is IN_ERROR with the cause) or 'skipped' (not SPLITTING: nothing to do).
 */
export const splitCampaign = async (
  ctx: AppContext,
  campaignId: string,
  options: SplitOptions = {},
): Promise<'done' | 'stopped' | 'failed' | 'skipped'> => {
  const { db } = ctx.database;
  const campaign = await db
    .selectFrom('campaigns')
    .select(['id', 'customer_id', 'org_id', 'distribution', 'review', 'status'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (campaign?.status !== 'SPLITTING') return 'skipped';
  const files = await db
    .selectFrom('campaign_files')
    .select(['id', 'name', 'doc_type', 'blob_key', 'source_document_id', 'pages', 'split_pages'])
    .where('campaign_id', '=', campaignId)
    .orderBy('seq')
    .execute();
  const index = indexCandidates(await loadCandidates(db, campaign));
  const pool = createPagePool();
  try {
    for (const [position, file] of files.entries()) {
      if (file.pages > 0 && file.split_pages >= file.pages) continue;
      const bytes = await sourceBytes(ctx, file);
      const pages = await pagesOf(ctx, bytes);
      if (file.pages !== pages) {
        await db.updateTable('campaign_files').set({ pages }).where('id', '=', file.id).execute();
      }
      await pool.open(bytes);
      const finished = await splitFile({
        db,
        blobs: ctx.blobs,
        pool,
        campaign,
        file,
        pages,
        index,
        // Each file an equal share of the bar: the others' page counts are not known before they are opened.
        progressAt: (done) => Math.min(99, Math.floor((100 * (position + done / pages)) / files.length)),
        ...options,
      });
      if (!finished) return 'stopped';
    }
    await finishSplit(ctx, campaign);
    return 'done';
  } catch (error) {
    if (!(error instanceof SplitFailed)) throw error;
    await failSplit(ctx, campaignId, error.code);
    return 'failed';
  } finally {
    await pool.close();
  }
};
