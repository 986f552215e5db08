import type { AppContext } from '../context';
import { MAIL_SEND, sendOutboxMessage } from '../messaging/outbox';
import { DSN_APPLY, DSN_PREVIEW, startDsnImportWorkers } from '../modules/dsnImports/jobs';
import { PURGE_EXPIRED, PURGE_EXPIRED_CRON, purgeExpired } from './purgeExpired';

export const QUEUES = [PURGE_EXPIRED, MAIL_SEND, DSN_PREVIEW, DSN_APPLY];

/** Creates every queue; with `runWorkers`, this process also works them and keeps their schedules. */
export const startJobs = async (ctx: AppContext, runWorkers: boolean): Promise<void> => {
  const { boss, database, mailer } = ctx;
  for (const queue of QUEUES) await boss.createQueue(queue);
  if (!runWorkers) return;
  await boss.work(PURGE_EXPIRED, async () => {
    await purgeExpired(database.db);
  });
  await boss.work<{ messageId: string }>(MAIL_SEND, async ([job]) => {
    await sendOutboxMessage(database.db, mailer, job.data.messageId);
  });
  await startDsnImportWorkers(ctx);
  await boss.schedule(PURGE_EXPIRED, PURGE_EXPIRED_CRON);
};
