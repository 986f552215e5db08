/**
 * Benchmark: the retention purge (`purgeExpired`: batches of 1,000 under the customer's advisory
 * lock, skipping held documents, one audit row per document in the same statement, then the files
 * no row names) of N expired documents, as a ratio to the anchor measured in the same run on the
 * same rows: a plain `DELETE FROM documents WHERE retain_until < current_date`, one statement. The
 * rows are rebuilt from a copy between the two, and each starts on a vacuumed table after a
 * checkpoint. Goal: anchor time / purge time ≥ 0.5×. Meanwhile, another connection inserts one
 * document row of the same customer every ~20 ms, as an upload does: its longest wait must stay
 * ≤ 100 ms (also printed for the anchor, for reference).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:purge [-- --documents 1000000]
 *
 * PostgreSQL only, on a scratch database of that server dropped at the end. The documents are
 * generated inside the database (INSERT … SELECT generate_series): charters of 200 sites under a
 * two-year policy, deposited three to four years ago, four in five addressed to one of 20,000
 * employees, each naming a file of its own (keys only: the store holds no bytes, so a file's
 * deletion costs what deleting an absent file costs). Three active holds exist, covering none of
 * them, so that both delete the same rows while the purge still checks every hold.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { purgeExpired } from '../server/modules/retention/purge';
import { createFsBlobStore } from '../server/storage/fsBlobStore';
import { anchorCannotRun } from './support/anchor';
import { insertRegionTree } from './support/regionTree';
import { scratchDatabase } from './support/scratchDatabase';

const GOAL_RATIO = 0.5;
const GOAL_WAIT_MS = 100;
const UPLOAD_EVERY_MS = 20;
const SITES = 200;
const EMPLOYEES = 20_000;
const BATCH = 200_000;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const waitText = ({ longest, inserts }: { longest: number; inserts: number }) =>
  `${longest.toFixed(1)} ms (of ${fmt(inserts)} inserts)`;

/** The expired charters, and the copy they are rebuilt from after the anchor deleted them. */
const generate = async (db: Kysely<DB>, documents: number) =>
  db.connection().execute(async (conn) => {
    await sql`select setseed(0.42)`.execute(conn);
    const rootId = await insertRegionTree(conn, { regions: 10, sites: SITES });
    await sql`insert into retention_policies (org_id, doc_type, rule, years)
      values (${rootId}::uuid, 'CHIN', 'AFTER_DEPOSIT', 2)`.execute(conn);
    await sql`create table bench_employees as
      select (g - 1)::int n, gen_random_uuid() id, (g % ${SITES}::int) site from generate_series(1, ${EMPLOYEES}::int) g`.execute(
      conn,
    );
    await sql`insert into employees (id, customer_id, first_name, last_name)
      select id, ${rootId}::uuid, 'Prénom', 'Nom ' || n from bench_employees`.execute(conn);
    await sql`insert into employee_organizations (employee_id, org_id)
      select e.id, s.id from bench_employees e join bench_sites s on s.n = e.site`.execute(conn);
    for (let done = 0; done < documents; done += BATCH) {
      const batch = Math.min(BATCH, documents - done);
      // The retention trigger computes each day: 2 years after a deposit 3 to 4 years ago.
      await sql`
        insert into documents (customer_id, org_id, doc_type, employee_id, file_name, blob_key, size, pages,
                               text_status, created_at)
        select ${rootId}::uuid, coalesce(e_site.id, s.id), 'CHIN', e.id, 'charte-' || g || '.pdf',
               md5(g::text) || md5('file ' || g), 100000, 2, 'DONE',
               now() - interval '3 years' - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
        from generate_series(${done + 1}::int, ${done + batch}::int) g
        cross join lateral (select g as drawn_for, random() r, floor(random() * ${SITES}::int)::int site,
                                   floor(random() * ${EMPLOYEES}::int)::int emp) x
        join bench_sites s on s.n = x.site
        left join bench_employees e on e.n = x.emp and x.r < 0.8
        left join bench_sites e_site on e_site.n = e.site`.execute(conn);
      console.log(`documents: ${fmt(done + batch)} / ${fmt(documents)}`);
    }
    // Holds the purge must check on every row, none of which covers an expired document.
    const heldSite = await sql<{ id: string }>`
      insert into organizations (id, customer_id, parent_id, name, org_path)
      select id, ${rootId}::uuid, ${rootId}::uuid, 'Site en litige', array[${rootId}::uuid, id]
      from (select gen_random_uuid() id) x returning id`.execute(conn);
    const heldEmployee = await sql<{ id: string }>`
      insert into employees (customer_id, first_name, last_name) values (${rootId}::uuid, 'Prénom', 'En litige')
      returning id`.execute(conn);
    const keptDocument = await sql<{ id: string }>`
      insert into documents (customer_id, org_id, doc_type, file_name, text_status)
      values (${rootId}::uuid, ${rootId}::uuid, 'CHIN', 'charte-récente.pdf', 'DONE') returning id`.execute(conn);
    await sql`insert into legal_holds (customer_id, scope, target_id, reason, set_by)
      values (${rootId}::uuid, 'ORGANIZATION', ${heldSite.rows[0]!.id}::uuid, 'Bench', 'Bench'),
             (${rootId}::uuid, 'EMPLOYEE', ${heldEmployee.rows[0]!.id}::uuid, 'Bench', 'Bench'),
             (${rootId}::uuid, 'DOCUMENT', ${keptDocument.rows[0]!.id}::uuid, 'Bench', 'Bench')`.execute(conn);
    await sql`create table bench_expired as select * from documents where retain_until < current_date`.execute(conn);
    const site = await sql<{ id: string }>`select id from bench_sites order by n limit 1`.execute(conn);
    await sql`drop table bench_sites, bench_employees`.execute(conn);
    return { customerId: rootId, siteId: site.rows[0]!.id };
  });

/** Puts the expired rows back as they were (their retention day copied, not recomputed). */
const rebuild = (db: Kysely<DB>) =>
  db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    await sql`insert into documents select * from bench_expired`.execute(conn);
    await sql`reset session_replication_role`.execute(conn);
  });

const settle = async (db: Kysely<DB>) => {
  await sql`vacuum (analyze) documents, legal_holds, organizations`.execute(db);
  await sql`checkpoint`.execute(db);
};

const expiredCount = async (db: Kysely<DB>) =>
  (await sql<{ n: number }>`select count(*)::int n from documents where retain_until < current_date`.execute(db))
    .rows[0]!.n;

/**
 * An upload's row every ~20 ms on a connection of its own, until stopped: answers the longest
 * wait of one insert, and how many there were.
 */
const uploadLoop = async (url: string, customerId: string, orgId: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let running = true;
  let longest = 0;
  let inserts = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await client.query(
        `insert into documents (customer_id, org_id, doc_type, file_name, blob_key, text_status)
         values ($1, $2, 'CHIN', 'depot.pdf', md5(random()::text) || md5(random()::text), 'DONE')`,
        [customerId, orgId],
      );
      const took = performance.now() - started;
      longest = Math.max(longest, took);
      inserts++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, UPLOAD_EVERY_MS - took)));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return { longest, inserts };
  };
};

const { values } = parseArgs({ options: { documents: { type: 'string', default: '1000000' } } });
const documents = Number(values.documents);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres'))
  anchorCannotRun('the purge bench needs PostgreSQL (DATABASE_URL=postgres://…), its anchor a DELETE on it');
const scratch = await scratchDatabase(serverUrl!);
const database = await openDatabase({ databaseUrl: scratch.url });
const blobDir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-purge-'));
try {
  const { db } = database;
  await migrateToLatest(db);
  const version = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]!.v;
  console.log(`PostgreSQL: ${version.split(',')[0]}`);
  const { customerId, siteId } = await generate(db, documents);
  const expired = await expiredCount(db);
  if (expired !== documents) anchorCannotRun(`${fmt(expired)} documents expired, ${fmt(documents)} generated`);

  await settle(db);
  const anchorUploads = await uploadLoop(scratch.url, customerId, siteId);
  let started = performance.now();
  const deleted = await sql`delete from documents where retain_until < current_date`.execute(db);
  const anchorMs = performance.now() - started;
  const anchorWait = await anchorUploads();
  if (Number(deleted.numAffectedRows) !== documents)
    anchorCannotRun(`the DELETE removed ${fmt(Number(deleted.numAffectedRows))} rows, not ${fmt(documents)}`);

  await rebuild(db);
  if ((await expiredCount(db)) !== documents) throw new Error('the expired rows were not rebuilt for the purge');
  await settle(db);
  const purgeUploads = await uploadLoop(scratch.url, customerId, siteId);
  started = performance.now();
  const purged = await purgeExpired(db, createFsBlobStore(blobDir), { customerId, orgIds: null });
  const purgeMs = performance.now() - started;
  const purgeWait = await purgeUploads();

  const ratio = anchorMs / purgeMs;
  console.log(
    `\nanchor (plain DELETE … WHERE retain_until < current_date): ${(anchorMs / 1000).toFixed(1)} s = 1.00x; ` +
      `${fmt(documents)} rows; longest upload insert meanwhile ${waitText(anchorWait)}`,
  );
  console.log(
    `purgeExpired (${fmt(Math.ceil(documents / 1000))} batches, audit rows, file deletions): ${(purgeMs / 1000).toFixed(1)} s = ` +
      `${ratio.toFixed(2)}x the anchor's speed; ${fmt(purged)} purged`,
  );
  console.log(`upload-like insert every ${UPLOAD_EVERY_MS} ms during the purge: longest ${waitText(purgeWait)}`);
  if (purged !== documents) console.log(`MISSED: ${fmt(purged)} documents purged, ${fmt(documents)} expected`);
  console.log(
    ratio >= GOAL_RATIO
      ? `goal met: ≥ ${GOAL_RATIO}x`
      : `MISSED: ${ratio.toFixed(2)}x is under the goal of ${GOAL_RATIO}x`,
  );
  console.log(
    purgeWait.longest <= GOAL_WAIT_MS
      ? `goal met: longest upload wait ≤ ${GOAL_WAIT_MS} ms`
      : `MISSED: an upload waited ${purgeWait.longest.toFixed(0)} ms, over the goal of ${GOAL_WAIT_MS} ms`,
  );
} finally {
  await database.close();
  await scratch.drop();
  await rm(blobDir, { recursive: true, force: true });
}
