import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { stampRequestIds } from './requestIdOfJobs';

type Settle = (this: { emit: (event: string, error: unknown) => void }, ...args: unknown[]) => Promise<unknown>;

/**
 * pg-boss 10's own work loop (manager.js `watch`) records a job done or failed without awaiting it:
 * with the database away at that moment, that promise rejected unheard and the process ended. Our
 * queues run on our runner (runner.ts); the loop pg-boss keeps for its schedules (the timekeeper's
 * send-it queue) still uses its own, so its manager's `complete` and `fail` report a failure as the
 * queue's 'error' too. Callers that await them still see the rejection; the job left active is
 * expired and retried by pg-boss. pg-boss 11 awaits them, but needs Node 22.
 */
const reportUnheardSettleFailures = () => {
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js').prototype as Record<string, Settle>;
  for (const name of ['complete', 'fail']) {
    const settle = manager[name]!;
    if ((settle as { guarded?: true }).guarded) continue;
    const guarded: Settle = function (...args) {
      const settled = settle.apply(this, args);
      settled.catch((error: unknown) => this.emit('error', error));
      return settled;
    };
    // pg-boss puts the manager's functions on the instance under their own names.
    Object.defineProperty(guarded, 'name', { value: name });
    manager[name] = Object.assign(guarded, { guarded: true as const });
  }
};

/**
 * pg-boss on the application's own database connection (on PGlite, the one serialised session).
 * Its maintenance and schedules report failures (the database away) as 'error' events and go on;
 * `onError` hears them, since an unheard 'error' kills the process. A job queued during a call
 * names the call's request id.
 */
export const createBoss = (database: Database, onError: (error: Error) => void): PgBoss => {
  reportUnheardSettleFailures();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values ?? []) },
    schema: 'pgboss',
  });
  boss.on('error', onError);
  stampRequestIds(boss);
  return boss;
};
