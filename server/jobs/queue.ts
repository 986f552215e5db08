import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/** pg-boss on the application's own database connection (on PGlite, the one serialised session). */
export const createBoss = (database: Database): PgBoss =>
  new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values ?? []) },
    schema: 'pgboss',
  });
