import pg from 'pg';

/** The PostgreSQL server of DATABASE_URL (CI), else the one a developer's machine runs on loopback. */
const serverUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A PostgreSQL server the test's processes can share, or why there is none: PGlite lives inside
 * one process and cannot be shared between several.
 */
export const findPostgresServer = async (): Promise<{ url: string } | { missing: string }> => {
  const url = serverUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url };
  } catch (error) {
    const where = new URL(url).host;
    return { missing: `no PostgreSQL server answers at ${where} (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
};
