import { CAMPAIGN_DISPATCH, CAMPAIGN_SPLIT } from '../campaigns/queues';
import { startCampaignWorkers } from '../campaigns/jobs';
import type { AppContext } from '../context';
import type { WorkQueue } from './runner';
import { MAIL_SEND, sendOutboxMessage } from '../messaging/outbox';
import { ACCOUNT_REMINDERS, ACCOUNT_REMINDERS_CRON, ACCOUNT_REMINDERS_TZ } from './accountReminders';
import { remindDueAccounts } from '../modules/employeeAccounts/reminders';
import { DSN_APPLY, DSN_PREVIEW, startDsnImportWorkers } from '../modules/dsnImports/jobs';
import { DOC_OCR, DOC_TEXT, startDocumentTextWorkers } from './documentText';
import { SWEEP_ORPHAN_BLOBS, SWEEP_ORPHAN_BLOBS_CRON, sweepOrphanBlobs } from './sweepOrphanBlobs';
import { PURGE_EXPIRED, PURGE_EXPIRED_CRON, purgeExpired } from './purgeExpired';

export const QUEUES = [
  PURGE_EXPIRED,
  MAIL_SEND,
  ACCOUNT_REMINDERS,
  DSN_PREVIEW,
  DSN_APPLY,
  DOC_TEXT,
  DOC_OCR,
  SWEEP_ORPHAN_BLOBS,
  CAMPAIGN_SPLIT,
  CAMPAIGN_DISPATCH,
];

/** Creates every queue; with `work`, this process also works them and keeps their schedules. */
export const startJobs = async (ctx: AppContext, work?: WorkQueue): Promise<void> => {
  const { boss, database, mailer } = ctx;
  for (const queue of QUEUES) await boss.createQueue(queue);
  if (!work) return;
  work(PURGE_EXPIRED, () => purgeExpired(database.db));
  work<{ messageId: string }>(MAIL_SEND, (job) =>
    sendOutboxMessage(database.db, ctx.blobs, mailer, job.data.messageId),
  );
  work(ACCOUNT_REMINDERS, () => remindDueAccounts(ctx));
  startDsnImportWorkers(ctx, work);
  startDocumentTextWorkers(ctx, work);
  await startCampaignWorkers(ctx, work);
  work(SWEEP_ORPHAN_BLOBS, () => sweepOrphanBlobs(database.db, ctx.blobs));
  await boss.schedule(PURGE_EXPIRED, PURGE_EXPIRED_CRON);
  await boss.schedule(SWEEP_ORPHAN_BLOBS, SWEEP_ORPHAN_BLOBS_CRON);
  await boss.schedule(ACCOUNT_REMINDERS, ACCOUNT_REMINDERS_CRON, {}, { tz: ACCOUNT_REMINDERS_TZ });
};
