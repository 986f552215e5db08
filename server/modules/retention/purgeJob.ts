import { sql } from 'kysely';
import { declareJob } from '../../jobs/declaration';
import { purgeExpired, type PurgeScope } from './purge';

export const PURGE_RETENTION = 'retention.purge';

/**
 * Nightly, every customer's expired documents; or now, what one caller asked (their scope). The
 * purge is safe to run twice at once or again after a crash: each batch skips what another holds.
 */
export const purgeRetentionJob = declareJob<Partial<PurgeScope>>({
  queue: PURGE_RETENTION,
  schedule: { cron: '41 2 * * *', tz: 'Europe/Paris' },
  work: async (ctx, job) => {
    const { db } = ctx.database;
    if (job.data.customerId)
      return purgeExpired(db, ctx.blobs, { customerId: job.data.customerId, orgIds: job.data.orgIds ?? null });
    const { rows } = await sql<{ customer_id: string }>`
      select distinct customer_id from documents where retain_until < current_date
    `.execute(db);
    let purged = 0;
    for (const { customer_id } of rows)
      purged += await purgeExpired(db, ctx.blobs, { customerId: customer_id, orgIds: null });
    return purged;
  },
});
