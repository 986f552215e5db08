import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './engine';
import { INT8_OID, parseInt8 } from './int8';
import type { DB } from './schema';

/**
 * Every connection of the portal to PostgreSQL runs without JIT: its queries are short and
 * index-driven, and where statistics lag behind a bulk change the planner's estimates can cross
 * jit_above_cost. A DSN preview's lookup of 1,000 employees then spent 335 ms compiling for 2 ms
 * of work, on each batch.
 */
export const CONNECTION_OPTIONS = '-c jit=off';

// A request waits this long for a connection (pool full, or a database that does not answer
// during a failover) before it gets a 503, instead of hanging for as long as the outage lasts.
const CONNECTION_TIMEOUT_MS = 5_000;

export const openPostgres = async (
  connectionString: string,
  onConnectionError: (error: Error) => void,
): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // TCP keepalive: a connection whose server vanished without closing it (failover, a host
    // gone) is found dead and dropped instead of being lent to the next request.
    keepAlive: true,
    options: CONNECTION_OPTIONS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // When PostgreSQL ends a connection (restart, failover, pg_terminate_backend), its client emits
  // 'error', which, unheard, kills the process. The pool drops that connection and opens a new one
  // for the next query; the pool reports idle ones here, and a lent one also fails the query of
  // the request holding it, which answers 503 (server/http/errors.ts).
  pool.on('error', (error) => {
    // pg-pool hangs the whole client (socket, parameters, queues) on the error: not for the logs.
    delete (error as { client?: unknown }).client;
    onConnectionError(error);
  });
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values ? [...values] : undefined);
      return { rows: result.rows, affectedRows: result.rowCount ?? undefined };
    },
    copyRows: async (table, columns, text) => {
      const client = await pool.connect();
      try {
        await pipeline(
          Readable.from([text]),
          client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)),
        );
        client.release();
      } catch (error) {
        // A COPY broken off leaves its connection in no state to serve another query.
        client.release(error as Error);
        throw error;
      }
    },
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
};
