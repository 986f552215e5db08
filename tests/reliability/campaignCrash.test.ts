import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { insertDispatchLoad, type DispatchLoad } from '../support/factories';
import { killAfter, killPoints, startKillableWorker } from '../support/killableWorker';
import { createTestDatabaseUrl } from '../support/testDatabase';

/**
 * kill -9 of the dispatch worker at 20 points (after the nth document dispatched) while it sends 2,000 documents, each time
 * restarted; then left to finish. Every document must end dispatched exactly once. Needs
 * PostgreSQL (DATABASE_URL): PGlite is one process's database, which a killed process takes along.
 */
const DOCUMENTS = 2000;
const KILLS = 20;
const PAPER_EVERY = 10;

let database: Database;
let dataDir: string;
let drop: () => Promise<void>;
let url: string;
let load: DispatchLoad;

const startWorker = (campaignId: string) =>
  startKillableWorker('tests/reliability/dispatchWorkerMain.ts', [campaignId], {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
  });

const pending = async () =>
  (
    await database.db
      .selectFrom('dispatched_docs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('campaign_id', '=', load.campaignId)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
  ).n;

describe.skipIf(!process.env.DATABASE_URL)('the dispatch killed at chosen points', () => {
  beforeAll(async () => {
    const test = await createTestDatabaseUrl();
    url = test.url!;
    drop = test.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-crash-'));
    database = await openDatabase({ databaseUrl: url });
    await migrateToLatest(database.db);
    load = await insertDispatchLoad(database.db, createFsBlobStore(path.join(dataDir, 'blobs')), DOCUMENTS, {
      mode: 'ATTACHMENT',
      paperEvery: PAPER_EVERY,
    });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every document exactly once, whatever moment it dies at', { timeout: 300_000 }, async () => {
    const dispatched = async () => DOCUMENTS - (await pending());
    const atDeath: number[] = [];
    // Points spread over the run: each kill lands inside a transaction or between two.
    for (const point of killPoints(DOCUMENTS, KILLS)) {
      const worker = startWorker(load.campaignId);
      await worker.ready;
      atDeath.push(await killAfter(worker, dispatched, point));
    }
    const last = startWorker(load.campaignId);
    expect(await last.exit).toBe(0);
    // Every kill hit a dispatch still under way, else this test tests nothing.
    expect(atDeath.filter((done) => done < DOCUMENTS)).toHaveLength(KILLS);

    const { db } = database;
    expect(await pending()).toBe(0);
    const docs = await db
      .selectFrom('dispatched_docs')
      .select(['status', 'document_id', 'mail_id', 'attempts', 'employee_id'])
      .where('campaign_id', '=', load.campaignId)
      .execute();
    const paper = docs.filter((doc) => load.paperEmployeeIds.has(doc.employee_id!));
    expect(paper.every((doc) => doc.status === 'PAPER_DISPATCHED' && doc.mail_id === null)).toBe(true);
    const mailed = docs.filter((doc) => !load.paperEmployeeIds.has(doc.employee_id!));
    expect(mailed.every((doc) => doc.status === 'MAIL_DISPATCHED' && doc.mail_id !== null)).toBe(true);
    // A document rolled back with its transaction was never counted: one attempt each.
    expect(docs.every((doc) => doc.attempts === 1)).toBe(true);

    // Exactly one safe document per dispatched document, and no other.
    const documents = await db
      .selectFrom('documents')
      .select(['id', 'employee_id'])
      .where('customer_id', '=', load.customerId)
      .execute();
    expect(documents).toHaveLength(DOCUMENTS);
    expect(new Set(documents.map((document) => document.employee_id)).size).toBe(DOCUMENTS);
    expect(new Set(docs.map((doc) => doc.document_id))).toEqual(new Set(documents.map((document) => document.id)));
    const events = await db
      .selectFrom('document_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('customer_id', '=', load.customerId)
      .where('kind', '=', 'DEPOSIT')
      .executeTakeFirstOrThrow();
    expect(events.n).toBe(DOCUMENTS);

    // Exactly one outbox message per mailed document, each with its sending job.
    const messages = await db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient'])
      .where('customer_id', '=', load.customerId)
      .execute();
    const expectedMails = DOCUMENTS - load.paperEmployeeIds.size;
    expect(messages).toHaveLength(expectedMails);
    expect(new Set(messages.map((message) => message.recipient)).size).toBe(expectedMails);
    expect(new Set(mailed.map((doc) => doc.mail_id))).toEqual(new Set(messages.map((message) => message.id)));
    const mailJobs = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = 'mail.send' and data->>'messageId' = any(${sql.val(messages.map((message) => message.id))}::text[])
    `.execute(db);
    expect(mailJobs.rows[0].n).toBe(expectedMails);

    const campaign = await db
      .selectFrom('campaigns')
      .select(['status', 'progress'])
      .where('id', '=', load.campaignId)
      .executeTakeFirstOrThrow();
    expect(campaign).toEqual({ status: 'MAIL_DISPATCHED', progress: 100 });
  });
});
