import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  CAMPAIGN_END_STATUSES,
  type CampaignDisplayState,
  type TCampaignSearch,
  type TCampaignSummary,
} from '../../../common/schemas/campaigns';
import { dispatchedDocVisible, visibleCampaigns } from '../../access/campaignVisibility';
import { employeeCriteriaOf } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { seesWholeCustomer } from '../../access/scope';
import { organizationVisible } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

// Literals, not parameters: the stats group by this expression, which must read the same in the select.
const END_STATUSES = sql.join(CAMPAIGN_END_STATUSES.map((status) => sql.lit(status)));

/** What a campaign shows: NO_DISTRIBUTION once an archive-only campaign has ended, else its status. */
export const DISPLAY_STATE = sql<CampaignDisplayState>`(case
  when campaigns.no_distribution and campaigns.status in (${END_STATUSES}) then 'NO_DISTRIBUTION'
  else campaigns.status end)`;

export const CAMPAIGN_SORT: SortMap<TCampaignSearch['sort']['field']> = {
  name: sql`lower(campaigns.name)`,
  createdAt: sql`campaigns.created_at`,
  dispatchedAt: sql`campaigns.dispatched_at`,
  status: sql`campaigns.status`,
  documentsCount: sql`campaigns.documents_count`,
};

/** The recipient key of a piece attributed to nobody: no recipient to count. */
const NOBODY = 'NONE';

const stateIs = (state: CampaignDisplayState) => sql<SqlBool>`${DISPLAY_STATE} = ${state}`;

/** The list's matches: quick search and name on the name, display state, an organisation's subtree, creation days. */
export const matchingCampaigns = (db: Kysely<DB>, caller: Access, { search, filters }: TCampaignSearch) => {
  const text = search.trim();
  const { name, status, orgId, createdAt } = filters;
  // A subtree the caller does not see holds nothing for them, not even the visible parts below it.
  const subtree = sql<SqlBool>`campaigns.org_id in (
    select o.id from organizations o where o.org_path @> array[${orgId ?? null}]::uuid[]
    and exists (select 1 from organizations f where f.id = ${orgId ?? null} and ${organizationVisible(caller, 'f')})
  )`;
  return visibleCampaigns(db, caller)
    .$if(text !== '', (qb) => qb.where(sql`lower(campaigns.name)`, 'like', containsPattern(text)))
    .$if(Boolean(name), (qb) => qb.where(sql`lower(campaigns.name)`, 'like', containsPattern(name!)))
    .$if(status !== undefined, (qb) => qb.where(stateIs(status!)))
    .$if(orgId !== undefined, (qb) => qb.where(subtree))
    .$if(Boolean(createdAt?.start), (qb) => qb.where('campaigns.created_at', '>=', dayStart(createdAt!.start!)))
    .$if(Boolean(createdAt?.end), (qb) => qb.where('campaigns.created_at', '<', dayAfter(createdAt!.end!)));
};

/** The summary's own columns, with the emitting organisation's name. */
export const withSummaryColumns = (query: ReturnType<typeof visibleCampaigns>) =>
  query
    .innerJoin('organizations as org', 'org.id', 'campaigns.org_id')
    .select([
      'campaigns.id',
      'campaigns.name',
      'campaigns.org_id as orgId',
      'org.name as emitter',
      'campaigns.siret',
      'campaigns.status',
      DISPLAY_STATE.as('state'),
      'campaigns.detection',
      'campaigns.no_distribution as noDistribution',
      'campaigns.chorus',
      'campaigns.doc_type as docTypeCode',
      'campaigns.distribution',
      'campaigns.documents_count as documentsCount',
      'campaigns.recipients_count as recipientsCount',
      'campaigns.created_at as createdAt',
      'campaigns.dispatched_at as dispatchedAt',
      sql<string | null>`to_char(campaigns.period, 'YYYY-MM')`.as('period'),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['execute']>>[number];

/**
 * The documents and recipients of these campaigns the caller sees. The stored counts hold every
 * document; a caller who sees every employee of the customer sees them all, so they serve as they
 * are (no count over the documents); for anyone else they are counted (null: the stored ones hold).
 */
const visibleCounts = async (db: Kysely<DB>, caller: Access, campaignIds: string[]) => {
  if (campaignIds.length === 0 || (seesWholeCustomer(caller) && employeeCriteriaOf(caller) === null)) return null;
  const rows = await db
    .selectFrom('dispatched_docs as dd')
    .select([
      'dd.campaign_id',
      sql<number>`count(*)`.as('documents'),
      sql<number>`count(distinct dd.recipient_key) filter (where dd.recipient_key <> ${NOBODY})`.as('recipients'),
    ])
    .where('dd.campaign_id', 'in', campaignIds)
    .where(dispatchedDocVisible(caller, 'dd'))
    .groupBy('dd.campaign_id')
    .execute();
  return new Map(
    rows.map((row) => [row.campaign_id, { documents: Number(row.documents), recipients: Number(row.recipients) }]),
  );
};

export const summariesOf = async (db: Kysely<DB>, caller: Access, rows: SummaryRow[]): Promise<TCampaignSummary[]> => {
  const counts = await visibleCounts(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    documentsCount: counts ? (counts.get(row.id)?.documents ?? 0) : row.documentsCount,
    recipientsCount: counts ? (counts.get(row.id)?.recipients ?? 0) : row.recipientsCount,
    createdAt: row.createdAt.toISOString(),
    dispatchedAt: row.dispatchedAt?.toISOString() ?? null,
  }));
};

/** A campaign's stored counts, after its documents were added or deleted. */
export const recountCampaign = (trx: Kysely<DB>, campaignId: string) =>
  sql`
    update campaigns set
      documents_count = (select count(*) from dispatched_docs where campaign_id = ${campaignId}),
      recipients_count = (
        select count(distinct recipient_key) filter (where recipient_key <> ${NOBODY})
        from dispatched_docs where campaign_id = ${campaignId}
      ),
      updated_at = now()
    where id = ${campaignId}
  `.execute(trx);
