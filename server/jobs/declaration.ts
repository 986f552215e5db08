import type PgBoss from 'pg-boss';
import type { AppContext } from '../context';

/**
 * A job as its module declares it, beside its routes: its queue, what works one job, how often an
 * idle worker looks for one, and when it is queued by itself (a cron in the time zone given, or
 * UTC). `lastFailure` runs when a job fails on its last try, before pg-boss marks it failed (to
 * leave what it worked on in a state a user sees). `resume` runs once the workers of a process
 * start (work a dead process left, say).
 * `server/jobs/index.ts` lists every declaration; nothing else starts a worker.
 */
export type JobDeclaration<T extends object = object> = {
  queue: string;
  work: (ctx: AppContext, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
  pollingIntervalSeconds?: number;
  schedule?: { cron: string; tz?: string };
  lastFailure?: (ctx: AppContext, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
  resume?: (ctx: AppContext) => Promise<unknown>;
};

/** Keeps the job's data type for its worker while the list holds declarations of any data. */
export const declareJob = <T extends object>(declaration: JobDeclaration<T>): JobDeclaration =>
  declaration as unknown as JobDeclaration;
