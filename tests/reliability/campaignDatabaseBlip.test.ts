import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCampaign } from '../../server/modules/campaigns/dispatch/dispatchCampaign';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { isServiceUnavailable } from '../../server/http/errors';
import { openContext, type RunningContext } from '../../server/start';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { insertDispatchLoad, type DispatchLoad } from '../support/factories';
import { killPoints, reached } from '../support/killableWorker';
import { createTestDatabaseUrl } from '../support/testDatabase';

/**
 * The database cuts every connection of the portal (what a restart or a failover does) at 8 points
 * of a campaign's dispatch (after the nth document sent). A document caught in one was not at fault: it must stay
 * PENDING for the job's retry, never be set aside IN_ERROR for a user to retry by hand. Needs
 * PostgreSQL (DATABASE_URL): PGlite has no connection to cut.
 */
const DOCUMENTS = 400;
const CUTS = 8;

let database: Database;
let ctx: RunningContext;
let dataDir: string;
let drop: () => Promise<void>;
let load: DispatchLoad;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const statuses = async () =>
  (
    await database.db
      .selectFrom('dispatched_docs')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('campaign_id', '=', load.campaignId)
      .groupBy('status')
      .execute()
  ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: row.n }), {});

/** As pg-boss runs the job: tried again while the database is what failed it. */
const dispatchWithRetries = async () => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await dispatchCampaign(ctx, load.campaignId);
    } catch (error) {
      if (!isServiceUnavailable(error) || attempt > 100) throw error;
      await sleep(50);
    }
  }
};

describe.skipIf(!process.env.DATABASE_URL)('a campaign dispatched while the database cuts its connections', () => {
  beforeAll(async () => {
    const test = await createTestDatabaseUrl();
    drop = test.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-blip-'));
    database = await openDatabase({ databaseUrl: test.url! });
    await migrateToLatest(database.db);
    load = await insertDispatchLoad(database.db, createFsBlobStore(path.join(dataDir, 'blobs')), DOCUMENTS, {
      mode: 'ATTACHMENT',
    });
    ctx = await openContext(
      loadConfig({
        ...process.env,
        DATABASE_URL: test.url!,
        DATA_DIR: dataDir,
        RUN_WORKERS: 'false',
        LOG_LEVEL: 'silent',
      }),
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await database?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no document in error and sends each once', { timeout: 120_000 }, async () => {
    let ended = false;
    const dispatched = dispatchWithRetries().finally(() => (ended = true));
    const sent = async () => (await statuses()).MAIL_DISPATCHED ?? 0;
    let cutMidway = 0;
    for (const point of killPoints(DOCUMENTS, CUTS)) {
      await reached(sent, point, () => ended);
      // Every connection to this database but the watcher's own: the portal's pool and pg-boss's.
      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
      `.execute(database.db);
      if (((await statuses()).PENDING ?? 0) > 0) cutMidway++;
    }
    expect(await dispatched).toBe('done');
    // Every cut hit a dispatch under way, else this test tests nothing.
    expect(cutMidway).toBe(CUTS);

    expect(await statuses()).toEqual({ MAIL_DISPATCHED: DOCUMENTS });
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('customer_id', '=', load.customerId)
      .executeTakeFirstOrThrow();
    expect(mails.n).toBe(DOCUMENTS);
  });
});
