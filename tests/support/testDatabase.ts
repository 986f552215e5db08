import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

/**
 * With DATABASE_URL (CI's PostgreSQL run), each test file gets a database of its own on that
 * server, dropped afterwards; without it, tests use PGlite in memory.
 *
 * Migrating and seeding a database took 1–2.6 s on PostgreSQL and 4–5 s on PGlite, for each of some
 * 75 files: the run's global setup (databaseTemplates.ts) does it once, and a file's database is a
 * copy of the migrated or the seeded one (`create database … template …`, or PGlite opened from a
 * snapshot). Outside a test run (the benches), a database starts empty, as the caller then makes it.
 */
export type DatabaseStart = 'empty' | 'migrated' | 'seeded';

/** Where the run's prepared databases are: PostgreSQL template names, or PGlite snapshot files. */
export type Templates = Record<Exclude<DatabaseStart, 'empty'>, string>;
export const TEMPLATES_ENV = 'LIASSE_TEST_TEMPLATES';

const templates = (): Templates | undefined => {
  const text = process.env[TEMPLATES_ENV];
  return text ? (JSON.parse(text) as Templates) : undefined;
};

/** One connection to the server's own database, for what creates or drops databases. */
export const withAdmin = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const snapshots = new Map<string, Promise<Blob>>();
/** A PGlite snapshot, read from its file once per test process. */
const snapshotOf = (file: string) => {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]));
    snapshots.set(file, snapshot);
  }
  return snapshot;
};

export type TestDatabase = {
  /** The PostgreSQL database's URL; none on PGlite. */
  url?: string;
  /** On PGlite, what its in-memory database starts from. */
  pgliteSnapshot?: Blob;
  /** What the database already holds: `empty` when no prepared copy was at hand. */
  holds: DatabaseStart;
  drop: () => Promise<void>;
};

/** A database of its own for one test file: a copy of the run's prepared one when there is one. */
export const createTestDatabaseUrl = async (start: DatabaseStart = 'empty'): Promise<TestDatabase> => {
  const prepared = start === 'empty' ? undefined : templates()?.[start];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (!prepared) return { holds: 'empty', drop: async () => {} };
    return { pgliteSnapshot: await snapshotOf(prepared), holds: start, drop: async () => {} };
  }
  const name = `liasse_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(prepared ? `create database ${name} template ${prepared}` : `create database ${name}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    holds: prepared ? start : 'empty',
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(),
  };
};

/** A migrated database of its own for one test file, and the way to close and drop it. */
export const openTestDatabase = async (): Promise<{ database: Database; close: () => Promise<void> }> => {
  const { url, pgliteSnapshot, holds, drop } = await createTestDatabaseUrl('migrated');
  const database = await openDatabase({ databaseUrl: url, pgliteSnapshot });
  if (holds === 'empty') await migrateToLatest(database.db);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
};
