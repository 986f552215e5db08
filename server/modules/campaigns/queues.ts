import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../../db/schema';
import { sendInTransaction } from '../../jobs/inTransaction';

/** The split of a campaign's files (detection) and the dispatch of its pending documents. */
export const CAMPAIGN_SPLIT = 'campaigns.split';
export const CAMPAIGN_DISPATCH = 'campaigns.dispatch';
export type CampaignJob = { campaignId: string };

// Nothing keeps a second dispatch job of one campaign from running (a user's send, a worker's
// restart): the dispatch is safe run together or twice. The split is queued once; a retry resumes it.
const options: PgBoss.SendOptions = { retryLimit: 5, retryDelay: 5, retryBackoff: true };

/** Queues the split, in the transaction that creates the campaign. */
export const queueCampaignSplit = (trx: Kysely<DB>, boss: PgBoss, campaignId: string) =>
  sendInTransaction(trx, boss, CAMPAIGN_SPLIT, { campaignId }, options);

/** Queues the dispatch, in the transaction that moves the campaign to NEEDS_DISPATCHING. */
export const queueCampaignDispatch = (trx: Kysely<DB>, boss: PgBoss, campaignId: string) =>
  sendInTransaction(trx, boss, CAMPAIGN_DISPATCH, { campaignId }, options);
