import type { Kysely } from 'kysely';
import type { SqlResult } from './serialSession';
import type { DB } from './schema';

export type PoolUsage = { total: number; idle: number; waiting: number };

/** An open database, whichever its engine (postgresDatabase.ts or pgliteDatabase.ts). */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /** Raw SQL for pg-boss, through the same connection discipline as Kysely. */
  executeSql: (text: string, values?: readonly unknown[]) => Promise<SqlResult>;
  /**
   * Rows given as COPY text (server/db/copyText.ts) written by one COPY, the fastest way in: no
   * statement of thousands of parameters to build here and parse there. Table and columns come
   * from code, never from input.
   */
  copyRows: (table: string, columns: readonly string[], text: string) => Promise<void>;
  /** PostgreSQL's connection pool: connections open, idle, and queries waiting for one (for /metrics). */
  poolUsage?: () => PoolUsage;
  /** PGlite only: its files as one archive, which another PGlite opens as its start (tests prepare theirs once). */
  snapshot?: () => Promise<Blob>;
  close: () => Promise<void>;
};
