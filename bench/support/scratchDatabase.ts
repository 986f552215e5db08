import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway database on the PostgreSQL server of `serverUrl`: its address, and how to drop it. */
export const scratchDatabase = async (serverUrl: string) => {
  const name = `liasse_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};
