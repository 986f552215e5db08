import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { collectSubscription } from './collect';

export const COLLECTORS_DUE = 'collectors.due';
export const COLLECTORS_COLLECT = 'collectors.collect';

type CollectJob = { subscriptionId: string; trigger: 'SCHEDULE' | 'REQUEST' };

/**
 * A run of the subscription, now. Runs that would overlap are one job (and the lease holds them
 * apart across processes anyway); a remote out of reach is tried again after 30 s, 60 s, 120 s
 * (COLLECTOR_RETRY_SECONDS, doubled each time).
 */
export const queueCollect = (ctx: AppContext, data: CollectJob) =>
  ctx.boss.send(COLLECTORS_COLLECT, data, {
    singletonKey: `${COLLECTORS_COLLECT}:${data.subscriptionId}`,
    retryLimit: 3,
    retryDelay: ctx.config.collectorRetrySeconds,
    retryBackoff: true,
  });

/**
 * The subscriptions due: enabled, with an account, not held by a run, whose last run is older than
 * their interval. One whose login the remote refused waits for the user (a new password, or a
 * collection asked by hand) rather than being refused again each interval.
 */
export const dueSubscriptions = async (ctx: AppContext) => {
  const rows = await ctx.database.db
    .selectFrom('collector_subscriptions')
    .select('id')
    .where('enabled', '=', true)
    .where('state', 'not in', ['NOT_SUBSCRIBED', 'WRONG_IDENTIFIERS'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .where((eb) =>
      eb.or([
        eb('last_run_at', 'is', null),
        eb('last_run_at', '<', sql<Date>`now() - make_interval(mins => interval_minutes)`),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
};

const queueDue = async (ctx: AppContext) => {
  for (const subscriptionId of await dueSubscriptions(ctx))
    await queueCollect(ctx, { subscriptionId, trigger: 'SCHEDULE' });
};

export const collectorJobs = [
  declareJob({ queue: COLLECTORS_DUE, work: queueDue, schedule: { cron: '* * * * *' } }),
  declareJob<CollectJob>({
    queue: COLLECTORS_COLLECT,
    work: (ctx, job) => collectSubscription(ctx, job.data.subscriptionId, job.id, job.data.trigger),
  }),
];
