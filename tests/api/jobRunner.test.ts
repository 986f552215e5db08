import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { createBoss } from '../../server/jobs/queue';
import { createJobRunner, type JobRunner } from '../../server/jobs/runner';
import { openTestDatabase } from '../support/testDatabase';

/**
 * The job queue with its database taken away at chosen moments: every statement fails as a
 * connection reset by the server would, on either engine, until it is given back.
 */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
let boss: PgBoss;
let away = false;
const errors: Error[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
const runners: JobRunner[] = [];

const connectionReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

beforeAll(async () => {
  opened = await openTestDatabase();
  const real = opened.database;
  database = {
    ...real,
    executeSql: (text, values) => (away ? Promise.reject(connectionReset()) : real.executeSql(text, values)),
  };
  boss = createBoss(database, (error) => errors.push(error));
  await boss.start();
  process.on('unhandledRejection', onUnhandled);
});
beforeEach(() => {
  errors.length = 0;
  unhandled.length = 0;
});
afterEach(async () => {
  away = false;
  for (const runner of runners.splice(0)) await runner.stop();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await boss?.stop({ graceful: false, wait: true });
  await opened?.close();
});

let queues = 0;
const newQueue = async () => {
  const queue = `test.runner-${++queues}`;
  await boss.createQueue(queue);
  return queue;
};
const startRunner = () => {
  const runner = createJobRunner(boss, database, (error) => errors.push(error), {
    log: pino({ level: 'silent' }),
    onFailure: () => {},
  });
  runners.push(runner);
  return runner;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateOf = async (queue: string, id: string) => (await boss.getJobById(queue, id))?.state;

describe('the job runner while the database goes away', () => {
  it('records a job done once the database is back, when it was away as the job ended', async () => {
    const queue = await newQueue();
    let runs = 0;
    startRunner().work(
      queue,
      async () => {
        runs++;
        away = true;
      },
      { pollingIntervalSeconds: 0.1 },
    );
    const id = (await boss.send(queue, {}))!;
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    await sleep(1500);
    away = false;
    await expect.poll(() => stateOf(queue, id), { timeout: 10_000 }).toBe('completed');
    expect(runs).toBe(1);
    expect(unhandled).toEqual([]);
  });

  it('runs a job again when the database went away under it, without using up its retries', async () => {
    const queue = await newQueue();
    let runs = 0;
    startRunner().work(
      queue,
      async () => {
        runs++;
        if (runs === 1) {
          away = true;
          setTimeout(() => (away = false), 1500);
          throw connectionReset();
        }
      },
      { pollingIntervalSeconds: 0.1 },
    );
    const id = (await boss.send(queue, {}, { retryLimit: 0 }))!;
    await expect.poll(() => stateOf(queue, id), { timeout: 15_000 }).toBe('completed');
    expect(runs).toBe(2);
    expect((await boss.getJobById(queue, id))?.retryCount).toBe(0);
    expect(unhandled).toEqual([]);
  });

  it("fails a job that threw for its own reasons, as pg-boss's retries say", async () => {
    const queue = await newQueue();
    startRunner().work(
      queue,
      async () => {
        throw new Error('a broken file');
      },
      { pollingIntervalSeconds: 0.1 },
    );
    const id = (await boss.send(queue, {}, { retryLimit: 0 }))!;
    await expect.poll(() => stateOf(queue, id), { timeout: 10_000 }).toBe('failed');
    expect((await boss.getJobById(queue, id))?.output).toMatchObject({ message: 'a broken file' });
  });

  it("reports, rather than rejects unheard, a completion pg-boss's own loop could not record", async () => {
    // pg-boss's schedules still run on its own work loop, which does not await the completion.
    const queue = await newQueue();
    let runs = 0;
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
      runs++;
      away = true;
    });
    await boss.send(queue, {});
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    await sleep(500);
    away = false;
    await boss.offWork(queue);
    expect(unhandled).toEqual([]);
    expect(errors.some((error) => error.message.includes('ECONNRESET'))).toBe(true);
  });

  it('stops while the database is away, leaving its job to the expiry', async () => {
    const queue = await newQueue();
    let runs = 0;
    const runner = startRunner();
    runner.work(
      queue,
      async () => {
        runs++;
        away = true;
        throw connectionReset();
      },
      { pollingIntervalSeconds: 0.1 },
    );
    const id = (await boss.send(queue, {}))!;
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    await runner.stop();
    away = false;
    expect(await stateOf(queue, id)).toBe('active');
    expect(unhandled).toEqual([]);
  });
});
