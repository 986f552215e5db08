import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { CHORUS_FILE } from './fileInvoices';
import { syncOrganization } from './syncInvoices';

export const CHORUS_SYNC_DUE = 'chorus.sync-due';
export const CHORUS_SYNC = 'chorus.sync';

/**
 * The connections whose last run is older than CHORUS_SYNC_MINUTES; on the built-in simulator,
 * whose invoices move every 20 seconds, older than a minute, so that the demo shows them moving.
 */
export const dueConnections = async (ctx: AppContext) => {
  const minutes = sql<number>`case when environment = 'SIMULATOR' then 1 else ${ctx.config.chorus.syncMinutes}::int end`;
  const due = await ctx.database.db
    .selectFrom('chorus_connections')
    .select('org_id')
    .where((eb) =>
      eb.or([
        eb('synced_until', 'is', null),
        eb('synced_until', '<', sql<Date>`now() - make_interval(mins => ${minutes})`),
      ]),
    )
    .execute();
  return due.map((row) => row.org_id);
};

/** A sync of the organisation, now; one run at a time per organisation: runs that would overlap are one. */
export const queueChorusSync = (ctx: AppContext, orgId: string) =>
  ctx.boss.send(CHORUS_SYNC, { orgId }, { singletonKey: `${CHORUS_SYNC}:${orgId}`, retryLimit: 2 });

/** Each minute: one sync job per connection due. */
const queueDueSyncs = async (ctx: AppContext) => {
  for (const orgId of await dueConnections(ctx)) await queueChorusSync(ctx, orgId);
};

export const chorusSyncJobs = [
  declareJob({ queue: CHORUS_SYNC_DUE, work: queueDueSyncs, schedule: { cron: '* * * * *' } }),
  declareJob<{ orgId: string }>({
    queue: CHORUS_SYNC,
    work: async (ctx, job) => {
      await syncOrganization(ctx, job.data.orgId);
      // What the run found is filed in the safe by a job of its own: Chorus' PDFs take longer to fetch.
      await ctx.boss.send(CHORUS_FILE, job.data, { singletonKey: `${CHORUS_FILE}:${job.data.orgId}`, retryLimit: 2 });
    },
  }),
];
