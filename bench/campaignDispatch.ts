/**
 * Benchmark: a campaign's dispatch of 10,000 documents to personal accounts (each in its own
 * transaction: row locked and re-checked, the safe's document, its DEPOSIT event, its search
 * entry, its text job, the dispatched document's status) as a ratio to the anchor measured in the
 * same run: plain INSERTs of the same document rows, one statement per row, as autocommitted
 * single writes. The anchor is timed before and after the dispatch, so that a machine busier at
 * one moment than the other skews both alike. Goal: ≥ 0.3× the anchor's rows/s.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dispatch [-- --documents 10000]
 *
 * On a scratch database of that server, dropped at the end; without DATABASE_URL, on an in-memory PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { dispatchCampaign } from '../server/modules/campaigns/dispatch/dispatchCampaign';
import { loadConfig } from '../server/config';
import type { DB } from '../server/db/schema';
import { openContext } from '../server/start';
import { scratchDatabase } from './support/scratchDatabase';
import { insertDispatchLoad, type DispatchLoad } from '../tests/support/factories';

const GOAL_RATIO = 0.3;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The anchor: the rows the dispatch files, INSERTed one by one; removed afterwards. */
const plainInserts = async (db: Kysely<DB>, load: DispatchLoad) => {
  const docs = await db
    .selectFrom('dispatched_docs as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .select(['d.employee_id', 'd.name', 'd.blob_key', 'c.org_id', 'c.created_by', 'c.name as campaign_name'])
    .where('d.campaign_id', '=', load.campaignId)
    .execute();
  const ids: string[] = [];
  const started = performance.now();
  for (const doc of docs) {
    const row = await db
      .insertInto('documents')
      .values({
        customer_id: load.customerId,
        org_id: doc.org_id,
        doc_type: 'PAYE',
        employee_id: doc.employee_id,
        file_name: doc.name,
        blob_key: doc.blob_key,
        size: 2000,
        pages: 1,
        description: doc.campaign_name,
        sender_user_id: doc.created_by,
        sender_name: 'Paie Service',
        text_status: 'DONE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const seconds = (performance.now() - started) / 1000;
  // Only the anchor's own rows go: the dispatch's stay, counted at the end.
  for (let start = 0; start < ids.length; start += 1000) {
    await db
      .deleteFrom('documents')
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
  }
  return docs.length / seconds;
};

const { values } = parseArgs({ options: { documents: { type: 'string', default: '10000' } } });
const documents = Number(values.documents);
const serverUrl = process.env.DATABASE_URL;
const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-dispatch-'));
// The scratch database, never the server's own (DATABASE_URL names its maintenance database).
const env: Record<string, string | undefined> = {
  ...process.env,
  DATA_DIR: dataDir,
  RUN_WORKERS: 'false',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const ctx = await openContext(loadConfig(scratch ? { ...env, DATABASE_URL: scratch.url } : env), { inMemory: true });
try {
  const { db } = ctx.database;
  const load = await insertDispatchLoad(db, ctx.blobs, documents, { mode: 'DEFAULT' });
  await sql`analyze`.execute(db);
  console.log(`${fmt(documents)} documents to personal accounts, on ${scratch ? 'PostgreSQL' : 'PGlite (in memory)'}`);

  const before = await plainInserts(db, load);
  const started = performance.now();
  const outcome = await dispatchCampaign(ctx, load.campaignId);
  const dispatchRate = documents / ((performance.now() - started) / 1000);
  const after = await plainInserts(db, load);
  const anchor = (before + after) / 2;

  const filed = await db
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('customer_id', '=', load.customerId)
    .executeTakeFirstOrThrow();
  console.log(`plain INSERT, one row a statement: 1.00× (anchor; ${fmt(anchor)} rows/s)`);
  console.log(
    `campaign dispatch: ${(dispatchRate / anchor).toFixed(2)}× the anchor's rows/s (${outcome}, ${fmt(filed.n)} documents filed)`,
  );
  console.log(`anchor spread: ${(before / after).toFixed(2)}× between its two runs`);
  const ratio = dispatchRate / anchor;
  if (filed.n !== documents) console.log(`MISSED: ${filed.n} documents filed, ${documents} expected`);
  console.log(
    ratio >= GOAL_RATIO
      ? `goal met: ≥ ${GOAL_RATIO}×`
      : `MISSED: ${ratio.toFixed(2)}× is under the goal of ${GOAL_RATIO}×`,
  );
} finally {
  await ctx.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
