import { campaignJobs } from '../modules/campaigns/jobs';
import { chorusFileJob } from '../modules/chorus/fileInvoices';
import { chorusSendJob } from '../modules/chorus/sendJob';
import { chorusSyncJobs } from '../modules/chorus/syncJobs';
import { collectorJobs } from '../modules/collectors/jobs';
import type { AppContext } from '../context';
import { mailSendJob } from '../messaging/outbox';
import { dsnImportJobs } from '../modules/dsnImports/jobs';
import { accountRemindersJob } from '../modules/employeeAccounts/reminderJob';
import type { JobDeclaration } from './declaration';
import { documentTextJobs } from '../modules/documentFiles/textJobs';
import { purgeExpiredJob } from './purgeExpired';
import { recomputeRetentionJob } from '../modules/retention/recomputeJob';
import { purgeRetentionJob } from '../modules/retention/purgeJob';
import { mailClosureJob } from '../modules/closure/mailJob';
import { compactDocumentCountsJob } from '../modules/documents/compactCounts';
import { indexScopeDocumentsJob } from '../modules/rules/indexDocuments';
import type { WorkQueue } from './runner';
import { sweepOrphanBlobsJob } from './sweepOrphanBlobs';

/** Every job of the portal: a module declares its own (server/jobs/declaration.ts) and adds it here. */
export const JOBS: JobDeclaration[] = [
  purgeExpiredJob,
  mailSendJob,
  accountRemindersJob,
  ...dsnImportJobs,
  ...documentTextJobs,
  sweepOrphanBlobsJob,
  ...campaignJobs,
  chorusSendJob,
  chorusFileJob,
  ...chorusSyncJobs,
  ...collectorJobs,
  recomputeRetentionJob,
  purgeRetentionJob,
  mailClosureJob,
  compactDocumentCountsJob,
  indexScopeDocumentsJob,
];

/** What works one job of a declaration: its `work`, and its `lastFailure` when its last try fails. */
export const workerOf =
  (ctx: AppContext, job: JobDeclaration) =>
  async (one: Parameters<JobDeclaration['work']>[1]): Promise<unknown> => {
    try {
      return await job.work(ctx, one);
    } catch (error) {
      if (job.lastFailure && one.retryCount >= one.retryLimit) await job.lastFailure(ctx, one);
      throw error;
    }
  };

/** Creates every queue; with `work`, this process also works them, keeps their schedules and resumes them. */
export const startJobs = async (ctx: AppContext, work?: WorkQueue): Promise<void> => {
  for (const job of JOBS) await ctx.boss.createQueue(job.queue);
  if (!work) return;
  for (const job of JOBS) work(job.queue, workerOf(ctx, job), { pollingIntervalSeconds: job.pollingIntervalSeconds });
  for (const { queue, schedule } of JOBS) {
    if (schedule) await ctx.boss.schedule(queue, schedule.cron, {}, schedule.tz ? { tz: schedule.tz } : {});
  }
  for (const job of JOBS) await job.resume?.(ctx);
};
