import type { Database } from './engine';

export type { Database };

/**
 * `databaseUrl` selects PostgreSQL; otherwise PGlite in `pgliteDir`, or in memory when that is
 * undefined (started from `pgliteSnapshot` when given), with `pgliteCacheMb` of shared buffers
 * (PostgreSQL's 128 MB default otherwise).
 * `onConnectionError` hears of connections PostgreSQL ended (restart, failover, a terminated backend).
 */
export const openDatabase = async (options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pgliteCacheMb?: number;
  pgliteSnapshot?: Blob;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> =>
  // Each engine's driver is loaded only when chosen: a PostgreSQL process never holds PGlite.
  options.databaseUrl
    ? (await import('./postgresDatabase')).openPostgres(options.databaseUrl, options.onConnectionError ?? (() => {}))
    : (await import('./pgliteDatabase')).openPglite(options.pgliteDir, options.pgliteCacheMb, options.pgliteSnapshot);
