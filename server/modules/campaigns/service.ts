import { sql, type Kysely } from 'kysely';
import { CHORUS_DELIVERIES, type ChorusDelivery } from '../../../common/chorusStatuses';
import {
  allowedCampaignActions,
  CAMPAIGN_DISPLAY_STATES,
  DISPATCHED_DOC_STATUSES,
  type CampaignDisplayState,
  type CampaignUserEvent,
  type DispatchedDocStatus,
  type TCampaign,
  type TCampaignSearch,
} from '../../../common/schemas/campaigns';
import { requireCampaign, visibleCampaigns, visibleDispatchedDocs } from '../../access/campaignVisibility';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { queueCampaignDispatch } from './queues';
import { moveCampaign } from './transitions';
import { CAMPAIGN_SORT, DISPLAY_STATE, matchingCampaigns, summariesOf, withSummaryColumns } from './queries';

/** `POST dispatchs`. */
export const searchCampaigns = async (ctx: AppContext, caller: Access, search: TCampaignSearch) => {
  const { db } = ctx.database;
  const { rows, count } = await pageOfRows(
    matchingCampaigns(db, caller, search),
    withSummaryColumns,
    { sortMap: CAMPAIGN_SORT, idColumn: 'campaigns.id' },
    search,
  );
  return { dispatchs: await summariesOf(db, caller, rows), count };
};

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** `GET dispatchs/stats`: every display state is present, 0 when no campaign is in it. */
export const campaignStats = async (ctx: AppContext, caller: Access) => {
  const rows = await visibleCampaigns(ctx.database.db, caller)
    .select([DISPLAY_STATE.as('state'), sql<number>`count(*)`.as('count')])
    .groupBy(DISPLAY_STATE)
    .execute();
  const byState = zeroes(CAMPAIGN_DISPLAY_STATES);
  for (const row of rows) byState[row.state] = Number(row.count);
  const waiting: CampaignDisplayState[] = ['NEEDS_VALIDATION', 'IN_ERROR', 'NOT_DISPATCHED'];
  return { byState, needingAction: waiting.reduce((sum, state) => sum + byState[state], 0) };
};

/** `GET dispatch/{id}`: the summary, its files' split progress, what the caller sees of its documents. */
export const campaignDetail = async (db: Kysely<DB>, caller: Access, id: string): Promise<TCampaign> => {
  const row = await withSummaryColumns(visibleCampaigns(db, caller).where('campaigns.id', '=', id))
    .innerJoin('users as creator', 'creator.id', 'campaigns.created_by')
    .select([
      'campaigns.review',
      'campaigns.progress',
      'campaigns.error_code as errorCode',
      'campaigns.signed_at as signedAt',
      sql<string>`trim(creator.first_name || ' ' || creator.name)`.as('createdBy'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound('Campaign');
  const [[summary], files, ignored, statusCounts, invoiceCounts] = await Promise.all([
    summariesOf(db, caller, [row]),
    db
      .selectFrom('campaign_files')
      .select(['id', 'name', 'doc_type as docType', 'pages', 'split_pages as splitPages'])
      .where('campaign_id', '=', id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('campaign_ignored_pages')
      .select(sql<number>`count(*)`.as('count'))
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow(),
    visibleDispatchedDocs(db, caller)
      .select(['dd.status', sql<number>`count(*)`.as('count')])
      .where('dd.campaign_id', '=', id)
      .groupBy('dd.status')
      .execute(),
    // A Chorus campaign's invoices belong to its organisation, which whoever sees the campaign sees.
    db
      .selectFrom('chorus_invoices')
      .select(['delivery', sql<number>`count(*)`.as('count')])
      .where('campaign_id', '=', id)
      .groupBy('delivery')
      .execute(),
  ]);
  const counts = zeroes<DispatchedDocStatus>(DISPATCHED_DOC_STATUSES);
  for (const { status, count } of statusCounts) counts[status] = Number(count);
  const invoices = zeroes<ChorusDelivery>(CHORUS_DELIVERIES);
  for (const { delivery, count } of invoiceCounts) invoices[delivery] = Number(count);
  return {
    ...summary!,
    review: row.review,
    createdBy: row.createdBy,
    signedAt: row.signedAt?.toISOString() ?? null,
    progress: row.progress,
    errorCode: row.errorCode,
    ignoredPages: Number(ignored.count),
    files,
    counts,
    invoices,
    actions: allowedCampaignActions(row.status),
  };
};

/**
 * `GET dispatch/validate/{id}`, `POST dispatch/send/{id}`, `POST dispatch/retry/{id}`: the move
 * (409 when the status does not allow it) and the dispatch job, in one transaction. A retry first
 * puts its failed and undelivered documents back to PENDING: the job sends only those.
 */
export const actOnCampaign = async (ctx: AppContext, caller: Access, id: string, event: CampaignUserEvent) => {
  const { db } = ctx.database;
  await db.transaction().execute(async (trx) => {
    await requireCampaign(trx, caller, id);
    await moveCampaign(trx, id, event);
    if (event === 'retry') {
      await trx
        .updateTable('dispatched_docs')
        .set({ status: 'PENDING', error_cause: null })
        .where('campaign_id', '=', id)
        .where('status', 'in', ['IN_ERROR', 'NOT_DISPATCHED'])
        .execute();
    }
    await queueCampaignDispatch(trx, ctx.boss, id);
  });
  return campaignDetail(db, caller, id);
};
