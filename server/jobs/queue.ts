import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * pg-boss on the application's own database connection (on PGlite, the one serialised session).
 * Its workers and maintenance report failures (the database away, a job that threw) as 'error'
 * events and go on polling; `onError` hears them, since an unheard 'error' kills the process.
 */
export const createBoss = (database: Database, onError: (error: Error) => void): PgBoss => {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values ?? []) },
    schema: 'pgboss',
  });
  boss.on('error', onError);
  return boss;
};
