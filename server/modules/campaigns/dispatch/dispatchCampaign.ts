import { sql } from 'kysely';
import { endStatusOf, type DispatchedDocStatus } from '../../../../common/campaignLifecycle';
import type { AppContext } from '../../../context';
import { isServiceUnavailable } from '../../../http/errors';
import { BlobCorrupted, readVerifiedBytes } from '../../../storage/verifiedBlob';
import { depositCampaignInvoices } from '../../chorus/campaignInvoices';
import { CampaignConflict, moveCampaign } from '../transitions';
import { dispatchDoc, markDocInError, type DispatchCampaign, type PieceFile } from './dispatchDoc';

/** Documents read per batch: the progress is written after each. */
const BATCH = 100;

/** The first and last day of a month (`YYYY-MM`). */
const monthOf = (month: string) => {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end: last };
};

const loadCampaign = async (ctx: AppContext, campaignId: string): Promise<DispatchCampaign | undefined> => {
  const { db } = ctx.database;
  const row = await db
    .selectFrom('campaigns as c')
    .innerJoin('organizations as o', 'o.id', 'c.org_id')
    .innerJoin('users as u', 'u.id', 'c.created_by')
    .select([
      'c.id',
      'c.customer_id',
      'c.org_id',
      'c.name',
      'c.doc_type',
      'c.no_distribution',
      'c.created_by',
      'o.transmission_mode',
      'o.bpe_not_stated',
      sql<string | null>`to_char(c.period, 'YYYY-MM')`.as('period'),
      sql<string>`trim(u.first_name || ' ' || u.name)`.as('sender_name'),
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await db
    .selectFrom('campaign_files')
    .select(['id', 'doc_type'])
    .where('campaign_id', '=', campaignId)
    .execute();
  return {
    ...row,
    senderName: row.sender_name,
    transmissionMode: row.transmission_mode,
    bpeNotStated: row.bpe_not_stated,
    period: row.period ? monthOf(row.period) : null,
    fileDocTypes: new Map(files.map((file) => [file.id, file.doc_type])),
  };
};

/**
 * A piece's file, read before its transaction (no lock held while reading): its size and pages,
 * or undefined when its blob is missing or damaged (the document is then NOT_DISPATCHED).
 */
const readPiece = async (
  ctx: AppContext,
  doc: { blob_key: string | null; page_from: number; page_to: number },
): Promise<PieceFile> => {
  if (!doc.blob_key || !(await ctx.blobs.has(doc.blob_key))) return undefined;
  try {
    const bytes = await readVerifiedBytes(ctx.blobs, doc.blob_key);
    // A split piece knows its pages; a whole document (page_from 0) is counted on a PDF thread.
    if (doc.page_from > 0) return { size: bytes.length, pages: doc.page_to - doc.page_from + 1 };
    const checked = await ctx.pdf.check(bytes, 'job');
    return 'pages' in checked ? { size: bytes.length, pages: checked.pages } : undefined;
  } catch (error) {
    if (error instanceof BlobCorrupted) return undefined;
    throw error;
  }
};

const statusCounts = async (ctx: AppContext, campaignId: string) => {
  const rows = await ctx.database.db
    .selectFrom('dispatched_docs')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Partial<Record<DispatchedDocStatus, number>>;
};

const writeProgress = async (ctx: AppContext, campaignId: string) => {
  const counts = await statusCounts(ctx, campaignId);
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const handled = total - (counts.PENDING ?? 0);
  await ctx.database.db
    .updateTable('campaigns')
    .set({ progress: total ? Math.floor((100 * handled) / total) : 100, updated_at: new Date() })
    .where('id', '=', campaignId)
    .where('status', '=', 'DISPATCHING')
    .execute();
  return counts;
};

/** NEEDS_DISPATCHING → DISPATCHING; already DISPATCHING (a run that crashed): go on; else nothing to do. */
const start = async (ctx: AppContext, campaignId: string) =>
  ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirst();
    if (row?.status === 'DISPATCHING') return true;
    if (row?.status !== 'NEEDS_DISPATCHING') return false;
    await moveCampaign(trx, campaignId, 'dispatchStart', { extra: { progress: 0, error_code: null } });
    return true;
  });

/**
 * Documents dispatched at once, each in its own transaction on its own connection: their round
 * trips and commits' flushes to disk overlap (PostgreSQL groups the commits). On PGlite they
 * queue on its one session, as everything does.
 */
const LANES = 4;

/** Dispatches one document; an unexpected failure sets it aside. Answers whether it was handled. */
const handleDoc = async (
  ctx: AppContext,
  campaign: DispatchCampaign,
  doc: { id: string; blob_key: string | null; page_from: number; page_to: number },
) => {
  try {
    return await dispatchDoc(ctx, campaign, doc.id, await readPiece(ctx, doc));
  } catch (error) {
    // The database away for a moment (a restart, a failover): the document's transaction rolled
    // back and it stays PENDING; the job fails and its retry sends it. Nothing is wrong with it.
    if (isServiceUnavailable(error)) throw error;
    // Anything else is the document's own: it is set aside (a user may retry it), the campaign
    // goes on. If even that write fails, the job fails and retries.
    await markDocInError(ctx, doc.id);
    return true;
  }
};

/** One pass over the PENDING documents, in id order; answers how many this pass handled. */
const pass = async (ctx: AppContext, campaign: DispatchCampaign, stopAfter = Infinity) => {
  let after = '00000000-0000-0000-0000-000000000000';
  let handled = 0;
  let started = 0;
  for (;;) {
    const batch = await ctx.database.db
      .selectFrom('dispatched_docs')
      .select(['id', 'blob_key', 'page_from', 'page_to'])
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'PENDING')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return handled;
    let next = 0;
    const lane = async () => {
      // A lane takes the next document while any is left and the stop (tests) is not reached.
      while (next < batch.length && started < stopAfter) {
        const doc = batch[next++];
        started++;
        if (await handleDoc(ctx, campaign, doc)) handled++;
      }
    };
    // A lane stopped by the database going away fails the pass, once the other lanes have
    // stopped too: the job's retry then never runs beside a pass still under way.
    const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
    const failed = lanes.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (started >= stopAfter) return handled;
    after = batch[batch.length - 1].id;
    await writeProgress(ctx, campaign.id);
  }
};

/** DISPATCHING → IN_ERROR after the job's last failed try; its documents keep their statuses. */
export const failDispatch = async (ctx: AppContext, campaignId: string) => {
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await moveCampaign(trx, campaignId, 'dispatchFailed', { extra: { error_code: 'DISPATCH_ERROR' } });
    });
  } catch (error) {
    if (!(error instanceof CampaignConflict)) throw error;
  }
};

const isChorusCampaign = async (ctx: AppContext, campaignId: string) =>
  (await ctx.database.db.selectFrom('campaigns').select('chorus').where('id', '=', campaignId).executeTakeFirst())
    ?.chorus === true;

/** A Chorus campaign's dispatch: its invoices queued for Chorus Pro and the campaign DISPATCHED, at once. */
const depositInvoices = async (ctx: AppContext, campaignId: string) => {
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await depositCampaignInvoices(ctx, trx, campaignId);
      await moveCampaign(trx, campaignId, 'dispatchDone', {
        end: 'DISPATCHED',
        extra: { progress: 100, dispatched_at: new Date() },
      });
    });
  } catch (error) {
    // Another worker ended it first.
    if (!(error instanceof CampaignConflict)) throw error;
  }
  return 'done' as const;
};

/**
 * The CAMPAIGN_DISPATCH job: every PENDING document of the campaign, each in its own transaction
 * (dispatchDoc), then the campaign's end status from its documents' statuses. Another worker on
 * the same campaign skips the rows this one holds; whichever sees none left PENDING ends it.
 * `stopAfter` (tests) stops after that many documents, as a crash would. Answers what it did.
 */
export const dispatchCampaign = async (
  ctx: AppContext,
  campaignId: string,
  options: { stopAfter?: number } = {},
): Promise<'done' | 'stopped' | 'skipped' | 'busy'> => {
  if (!(await start(ctx, campaignId))) return 'skipped';
  if (await isChorusCampaign(ctx, campaignId)) return depositInvoices(ctx, campaignId);
  const campaign = await loadCampaign(ctx, campaignId);
  if (!campaign) return 'skipped';
  const handled = await pass(ctx, campaign, options.stopAfter);
  if (options.stopAfter !== undefined && handled >= options.stopAfter) return 'stopped';
  const counts = await writeProgress(ctx, campaignId);
  // Rows still PENDING are held by another worker: it ends the campaign when it is through.
  if ((counts.PENDING ?? 0) > 0) return 'busy';
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await moveCampaign(trx, campaignId, 'dispatchDone', {
        end: endStatusOf(counts),
        extra: { progress: 100, dispatched_at: new Date() },
      });
    });
  } catch (error) {
    // Another worker ended it first.
    if (!(error instanceof CampaignConflict)) throw error;
  }
  return 'done';
};
