import type { AppContext } from '../context';
import { PURGE_ENDED_SESSIONS, PURGE_ENDED_SESSIONS_CRON, purgeEndedSessions } from './purgeEndedSessions';

/** Creates every queue; with `runWorkers`, this process also works them and keeps their schedules. */
export const startJobs = async (ctx: AppContext, runWorkers: boolean): Promise<void> => {
  const { boss, database } = ctx;
  await boss.createQueue(PURGE_ENDED_SESSIONS);
  if (!runWorkers) return;
  await boss.work(PURGE_ENDED_SESSIONS, async () => {
    await purgeEndedSessions(database.db);
  });
  await boss.schedule(PURGE_ENDED_SESSIONS, PURGE_ENDED_SESSIONS_CRON);
};
