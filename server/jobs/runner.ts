import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { isServiceUnavailable } from '../http/errors';
import { withRequestId } from '../operations/requestContext';
import { requestIdOfJob } from './requestIdOfJobs';

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

/** Registers the worker of one queue: its jobs are run one at a time in this process. */
export type WorkQueue = <T extends object>(
  queue: string,
  handler: JobHandler<T>,
  options?: { pollingIntervalSeconds?: number },
) => void;

export type JobRunner = { work: WorkQueue; stop: () => Promise<void> };

/** Where the runner says what it did: its log, and each failure of a job (for the metrics). */
export type JobRunnerReports = { log: Logger; onFailure: (queue: string) => void };

const DEFAULT_POLLING_SECONDS = 2;
/** Waits between tries while the database is away: from a quarter second up to five. */
const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;
/** How long a job meeting unavailable servers is run again here before pg-boss's retries take over. */
const OUTAGE_PATIENCE_MS = 120_000;
/** How long a stopping runner waits for the jobs under way before it lets pg-boss expire them. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * A job queued by this process wakes its queue's loop here at once, instead of at its next poll:
 * a mail is sent, a split starts, as soon as the call that asked for it is answered. Polling stays
 * for the jobs other processes queue. A job queued in a transaction not yet committed is missed by
 * the woken fetch, and found by the next poll, as without the wake.
 */
const wakeOnSend = (boss: PgBoss, wakeQueues: (queues: Set<string>) => void) => {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  const insert = boss.insert.bind(boss) as (...args: unknown[]) => Promise<void>;
  boss.send = (async (...args: unknown[]) => {
    const id = await send(...args);
    const [first] = args;
    wakeQueues(new Set([typeof first === 'string' ? first : (first as PgBoss.Request).name]));
    return id;
  }) as PgBoss['send'];
  boss.insert = (async (...args: unknown[]) => {
    await insert(...args);
    wakeQueues(new Set((args[0] as PgBoss.JobInsert[]).map((job) => job.name)));
  }) as PgBoss['insert'];
};

/**
 * The work loops of this process's queues, over pg-boss's fetch, complete and fail. pg-boss 10's
 * own loop neither awaits recording a job done or failed (a database gone at that moment was an
 * unhandled rejection, which ended the process) nor tells the database's absence from the job's
 * fault (a 12 s outage used up a job's retries). Here a job that met the database away is run
 * again once it is back (jobs are idempotent), its outcome is recorded as soon as the database
 * takes it, and nothing rejects unheard. A job this process could not finish (it died, or stopped
 * mid-outage) stays active until pg-boss expires it and hands it to a worker again.
 * A job runs as part of the call that queued it (its request id, on its log lines and on the jobs
 * it queues in turn).
 */
export const createJobRunner = (
  boss: PgBoss,
  database: Database,
  onError: (error: Error) => void,
  reports: JobRunnerReports,
): JobRunner => {
  let stopping = false;
  /** Each pause under way, by the queue whose loop it holds (none for a wait between retries). */
  const wakers = new Map<() => void, string | undefined>();
  const loops: Promise<void>[] = [];

  /** Resolves after `ms`, or at once when the runner stops or `queue` gets a job from this process. */
  const pause = (ms: number, queue?: string) =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.set(wake, queue);
    });

  const wakeQueues = (queues: Set<string>) => {
    for (const [wake, queue] of [...wakers]) if (queue !== undefined && queues.has(queue)) wake();
  };
  wakeOnSend(boss, wakeQueues);

  /** Tries `attempt` until it succeeds or the runner stops, waiting longer each time it fails. */
  const untilDone = async (attempt: () => Promise<unknown>): Promise<boolean> => {
    for (let wait = FIRST_WAIT_MS; !stopping; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
      try {
        await attempt();
        return true;
      } catch (error) {
        onError(error as Error);
        await pause(wait);
      }
    }
    return false;
  };

  const databaseAnswers = () => database.executeSql('select 1');

  /**
   * Runs the job, again each time the database (or another server it needs) was away under it:
   * while the database itself is away it waits for it, however long; for up to OUTAGE_PATIENCE_MS
   * it tries again, after which what it threw goes to pg-boss's retries (an SMTP server down for
   * an hour is theirs to wait for). Answers what it threw, or undefined when it succeeded.
   */
  const runJob = async <T>(handler: JobHandler<T>, job: PgBoss.JobWithMetadata<T>) => {
    const patientUntil = Date.now() + OUTAGE_PATIENCE_MS;
    for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
      try {
        await handler(job);
        return undefined;
      } catch (error) {
        if (!isServiceUnavailable(error) || stopping || Date.now() > patientUntil) return error as Error;
        onError(error as Error);
        await pause(wait);
        if (!(await untilDone(databaseAnswers))) return error as Error;
      }
    }
  };

  const workLoop = async <T extends object>(queue: string, handler: JobHandler<T>, pollingMs: number) => {
    while (!stopping) {
      try {
        // pg-boss's fetch answers no job when the database is away: the loop just polls again.
        const [job] = await boss.fetch<T>(queue, { includeMetadata: true });
        if (!job) {
          await pause(pollingMs, queue);
          continue;
        }
        const requestId = requestIdOfJob(job.data);
        const log = reports.log.child({ queue, jobId: job.id, ...(requestId ? { requestId } : {}) });
        const started = performance.now();
        const failure = await withRequestId(requestId, () => runJob(handler, job));
        const elapsedMs = Math.round(performance.now() - started);
        if (failure === undefined) log.info({ elapsedMs }, 'job done');
        else {
          reports.onFailure(queue);
          log.warn({ err: failure, elapsedMs, retryCount: job.retryCount }, 'job failed');
        }
        // Recorded once the database takes it; a runner stopped meanwhile leaves it to the expiry.
        await untilDone(() =>
          failure === undefined
            ? boss.complete(queue, job.id)
            : boss.fail(queue, job.id, { message: failure.message, stack: failure.stack }),
        );
      } catch (error) {
        // Nothing above is meant to throw; were it to, the queue's loop goes on, and says so.
        onError(error as Error);
        await pause(pollingMs);
      }
    }
  };

  return {
    work: (queue, handler, options = {}) => {
      const pollingMs = (options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS) * 1000;
      loops.push(workLoop(queue, handler, pollingMs));
    },
    stop: async () => {
      stopping = true;
      for (const wake of [...wakers.keys()]) wake();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)));
      await Promise.race([Promise.all(loops), timeout]);
      clearTimeout(timer);
    },
  };
};
