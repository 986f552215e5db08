import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { CHORUS_FILE } from './fileInvoices';
import { syncOrganization } from './syncInvoices';

export const CHORUS_SYNC_DUE = 'chorus.sync-due';
export const CHORUS_SYNC = 'chorus.sync';

/** Each minute: one sync job per connection whose last run is older than CHORUS_SYNC_MINUTES. */
const queueDueSyncs = async (ctx: AppContext) => {
  const due = await ctx.database.db
    .selectFrom('chorus_connections')
    .select('org_id')
    .where((eb) =>
      eb.or([
        eb('synced_until', 'is', null),
        eb('synced_until', '<', sql<Date>`now() - make_interval(mins => ${ctx.config.chorus.syncMinutes})`),
      ]),
    )
    .execute();
  for (const { org_id } of due)
    // One run at a time per organisation: runs that would overlap are one.
    await ctx.boss.send(CHORUS_SYNC, { orgId: org_id }, { singletonKey: `${CHORUS_SYNC}:${org_id}`, retryLimit: 2 });
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
