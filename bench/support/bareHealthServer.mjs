// The footprint bench's anchor: a bare Fastify process answering /health with `select 1` on the
// same engine as the portal (PostgreSQL through pg, or PGlite with the portal's extensions in
// DATA_DIR), started like the portal with plain node. Plain JavaScript: no loader in either.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const query = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
const app = Fastify();
app.get('/health', async () => {
  await query('select 1');
  return { status: 'ok' };
});
await app.listen({ port, host: '127.0.0.1' });

async function openPostgres(connectionString) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  return (text) => pool.query(text);
}

async function openPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: `${process.env.DATA_DIR}/pglite`, extensions: { pg_trgm, unaccent } });
  return (text) => db.query(text);
}
