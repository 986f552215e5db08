import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

/**
 * With DATABASE_URL (CI's PostgreSQL run), each test file gets a database of its own on that
 * server, dropped afterwards; without it, tests use PGlite in memory.
 */
export const createTestDatabaseUrl = async (): Promise<{ url?: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `liasse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** A migrated database of its own for one test file, and the way to close and drop it. */
export const openTestDatabase = async (): Promise<{ database: Database; close: () => Promise<void> }> => {
  const { url, drop } = await createTestDatabaseUrl();
  const database = await openDatabase({ databaseUrl: url });
  await migrateToLatest(database.db);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
};
