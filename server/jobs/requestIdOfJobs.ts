import type PgBoss from 'pg-boss';
import { currentRequestId } from '../operations/requestContext';

/** The key under which a job's data names the call (or job) that queued it. */
export const REQUEST_ID_KEY = 'requestId';

const stamped = (data: unknown, requestId: string) =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? { ...data, [REQUEST_ID_KEY]: requestId }
    : (data ?? { [REQUEST_ID_KEY]: requestId });

/**
 * Every job queued while a call (or a job) runs names it in its data, so that the job's log lines
 * say which call it came from: pg-boss's send, in either of its forms, and insert.
 */
export const stampRequestIds = (boss: PgBoss): void => {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  const insert = boss.insert.bind(boss);
  boss.send = ((...args: unknown[]) => {
    const requestId = currentRequestId();
    if (!requestId) return send(...args);
    const [first, data, ...rest] = args;
    if (typeof first === 'string') return send(first, stamped(data, requestId), ...rest);
    const request = first as PgBoss.Request;
    return send({ ...request, data: stamped(request.data, requestId) }, data, ...rest);
  }) as PgBoss['send'];
  boss.insert = ((jobs: PgBoss.JobInsert[], options?: PgBoss.InsertOptions) => {
    const requestId = currentRequestId();
    const tagged = requestId ? jobs.map((job) => ({ ...job, data: stamped(job.data, requestId) })) : jobs;
    return options ? insert(tagged, options) : insert(tagged);
  }) as PgBoss['insert'];
};

/** The request id a job's data carries, if it was queued by a call (or by a job that was). */
export const requestIdOfJob = (data: unknown): string | undefined => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[REQUEST_ID_KEY] : undefined;
  return typeof value === 'string' ? value : undefined;
};
