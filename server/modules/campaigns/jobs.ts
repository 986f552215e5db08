import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { dispatchCampaign, failDispatch } from './dispatch/dispatchCampaign';
import {
  CAMPAIGN_DISPATCH,
  CAMPAIGN_SPLIT,
  queueCampaignDispatch,
  queueCampaignSplit,
  type CampaignJob,
} from './queues';
import { failSplit, splitCampaign } from './split/splitCampaign';

/**
 * The campaign workers. Both jobs resume where a crashed run stopped (split_pages, PENDING rows),
 * so pg-boss's retries are safe. A job that fails on its last try (the database or the blob store
 * away throughout) leaves its campaign IN_ERROR, which a user can retry, rather than busy for ever.
 */
/**
 * A worker that died mid-split or mid-dispatch keeps its job active until pg-boss expires it (15
 * minutes): a starting worker gives each campaign left SPLITTING or DISPATCHING a new job at once.
 * Two runs of one campaign are safe: the split's writes are keyed and its resume point only moves
 * forward, whichever run ends it first wins; each document is locked, checked PENDING, and sent
 * in its own transaction.
 */
export const resumeCampaigns = async (ctx: AppContext) => {
  const { db } = ctx.database;
  const stuck = await db
    .selectFrom('campaigns')
    .select(['id', 'status'])
    .where('status', 'in', ['SPLITTING', 'DISPATCHING'])
    .execute();
  for (const { id, status } of stuck) {
    if (status === 'SPLITTING') await queueCampaignSplit(db, ctx.boss, id);
    else await queueCampaignDispatch(db, ctx.boss, id);
  }
  return stuck.length;
};

export const campaignJobs = [
  declareJob<CampaignJob>({
    queue: CAMPAIGN_SPLIT,
    pollingIntervalSeconds: 0.5,
    work: (ctx, job) => splitCampaign(ctx, job.data.campaignId),
    lastFailure: (ctx, job) => failSplit(ctx, job.data.campaignId, 'SPLIT_ERROR'),
  }),
  declareJob<CampaignJob>({
    queue: CAMPAIGN_DISPATCH,
    pollingIntervalSeconds: 0.5,
    work: (ctx, job) => dispatchCampaign(ctx, job.data.campaignId),
    lastFailure: (ctx, job) => failDispatch(ctx, job.data.campaignId),
    resume: resumeCampaigns,
  }),
];
