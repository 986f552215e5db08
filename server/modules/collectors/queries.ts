import { sql, type Kysely, type Selectable } from 'kysely';
import { collectorOf } from '../../../common/collectors';
import type { TCollectorAccount, TSubscription, TSubscriptionsQuery } from '../../../common/schemas/collectors';
import type { Scope } from '../../access/scope';
import { orgIdVisible } from '../../access/visibility';
import { containsPattern, pageOfRows, type SortMap } from '../../db/pager';
import type { CollectorAccountTable, DB } from '../../db/schema';

const SUBSCRIPTION_SORT: SortMap<TSubscriptionsQuery['sort']> = {
  name: sql`lower(collector_subscriptions.name)`,
  createdAt: sql`collector_subscriptions.created_at`,
  lastRunAt: sql`coalesce(collector_subscriptions.last_run_at, '-infinity'::timestamptz)`,
};

/** The subscriptions of the organisations the caller sees. */
export const visibleSubscriptions = (db: Kysely<DB>, caller: Scope) =>
  db
    .selectFrom('collector_subscriptions')
    .where('collector_subscriptions.customer_id', '=', caller.customerId)
    .where(orgIdVisible(caller, 'collector_subscriptions.org_id'));

type Visible = ReturnType<typeof visibleSubscriptions>;

export const matchingSubscriptions = (db: Kysely<DB>, caller: Scope, query: TSubscriptionsQuery) => {
  const text = query.search.trim();
  return visibleSubscriptions(db, caller)
    .$if(text !== '', (qb) => qb.where(sql`lower(collector_subscriptions.name)`, 'like', containsPattern(text)))
    .$if(Boolean(query.state), (qb) => qb.where('collector_subscriptions.state', '=', query.state!))
    .$if(Boolean(query.orgId), (qb) => qb.where('collector_subscriptions.org_id', '=', query.orgId!))
    .$if(Boolean(query.collectorId), (qb) => qb.where('collector_subscriptions.collector_id', '=', query.collectorId!));
};

const selectSubscription = (query: Visible) =>
  query
    .innerJoin('organizations as org', 'org.id', 'collector_subscriptions.org_id')
    .selectAll('collector_subscriptions')
    .select([
      'org.name as org_name',
      sql<boolean>`coalesce(collector_subscriptions.lease_until > now(), false)`.as('processing'),
    ]);

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectSubscription>['executeTakeFirstOrThrow']>>;

/** What the screens show of an account: never its password. */
const describeAccount = (row: Selectable<CollectorAccountTable>): TCollectorAccount => ({
  id: row.id,
  host: row.host,
  port: row.port,
  tls: row.tls,
  login: row.login,
  folder: row.folder,
  namePattern: row.name_pattern,
  sender: row.sender,
  subject: row.subject,
  maxAgeDays: row.max_age_days,
  processedFolder: row.processed_folder,
  hostKey: row.host_key,
  state: row.state,
  lastError: row.last_error,
  lastRunAt: row.last_run_at?.toISOString() ?? null,
});

const describeSubscription = (row: SubscriptionRow, accounts: TCollectorAccount[]): TSubscription => ({
  id: row.id,
  orgId: row.org_id,
  orgName: row.org_name,
  collectorId: row.collector_id,
  category: collectorOf(row.collector_id).category,
  name: row.name,
  docType: row.doc_type,
  intervalMinutes: row.interval_minutes,
  enabled: row.enabled,
  active: accounts.length > 0,
  state: row.state,
  processing: row.processing,
  lastRunAt: row.last_run_at?.toISOString() ?? null,
  lastError: row.last_error,
  collected: row.collected,
  accounts,
  createdAt: row.created_at.toISOString(),
});

/** The accounts of these subscriptions, in their order, by subscription. */
const accountsOf = async (db: Kysely<DB>, subscriptionIds: string[]) => {
  const bySubscription = new Map<string, TCollectorAccount[]>(subscriptionIds.map((id) => [id, []]));
  if (subscriptionIds.length === 0) return bySubscription;
  const rows = await db
    .selectFrom('collector_accounts')
    .selectAll()
    .where('subscription_id', 'in', subscriptionIds)
    .orderBy('position')
    .execute();
  for (const row of rows) bySubscription.get(row.subscription_id)!.push(describeAccount(row));
  return bySubscription;
};

/** One page of the list (then id), and the count of all matches. */
export const subscriptionPage = async (db: Kysely<DB>, caller: Scope, query: TSubscriptionsQuery) => {
  const { rows, count } = await pageOfRows(
    matchingSubscriptions(db, caller, query),
    selectSubscription,
    { sortMap: SUBSCRIPTION_SORT, idColumn: 'collector_subscriptions.id' },
    { sort: { field: query.sort, order: query.order }, page: query.page, limit: query.limit },
  );
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.id),
  );
  return { csList: rows.map((row) => describeSubscription(row, accounts.get(row.id)!)), count };
};

/** A subscription the caller sees, described; undefined for any other. */
export const findVisibleSubscription = async (db: Kysely<DB>, caller: Scope, id: string) => {
  const row = await selectSubscription(
    visibleSubscriptions(db, caller).where('collector_subscriptions.id', '=', id),
  ).executeTakeFirst();
  if (!row) return undefined;
  return describeSubscription(row, (await accountsOf(db, [row.id])).get(row.id)!);
};
