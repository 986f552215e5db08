import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import { declareJob } from '../../server/jobs/declaration';
import { workerOf } from '../../server/jobs';

const ctx = {} as AppContext;
const jobOf = (retryCount: number) =>
  ({ id: 'j', data: {}, retryCount, retryLimit: 2 }) as PgBoss.JobWithMetadata<object>;

describe('a declared job', () => {
  const failures: number[] = [];
  const failing = declareJob({
    queue: 'test.failing',
    work: async () => {
      throw new Error('broken');
    },
    lastFailure: async (_ctx, job) => failures.push(job.retryCount),
  });

  it('that fails before its last try is left to pg-boss to try again, its lastFailure unheard', async () => {
    failures.length = 0;
    await expect(workerOf(ctx, failing)(jobOf(1))).rejects.toThrow('broken');
    expect(failures).toEqual([]);
  });

  it('that fails on its last try runs its lastFailure, then fails', async () => {
    failures.length = 0;
    await expect(workerOf(ctx, failing)(jobOf(2))).rejects.toThrow('broken');
    expect(failures).toEqual([2]);
  });

  it('that succeeds answers what its work answered', async () => {
    const done = declareJob({ queue: 'test.done', work: async () => 42, lastFailure: async () => failures.push(-1) });
    expect(await workerOf(ctx, done)(jobOf(2))).toBe(42);
  });
});
