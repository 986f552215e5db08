import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createSecretBox } from '../../server/security/secretBox';
import { startImapPeer, type ImapPeer } from '../support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../support/collectorPeers/mailMessages';
import { textPdf } from '../support/documentFiles';
import { insertCollectorSubscription, insertOrganization } from '../support/factories';
import { killAfter, killPoints, startKillableWorker } from '../support/killableWorker';
import { createTestDatabaseUrl } from '../support/testDatabase';

/**
 * kill -9 of the collection worker at 10 points (after the nth attachment filed) while it collects 500 PDF attachments
 * (250 messages of two) from a real IMAP server, each time restarted; then left to finish. Every
 * attachment must end in the safe exactly once and every message in the processed mailbox. Needs
 * PostgreSQL (DATABASE_URL): PGlite is one process's database, which a killed process takes along.
 */
const MESSAGES = 250;
const KILLS = 10;
const PROCESSED = 'Traités';

let database: Database;
let dataDir: string;
let drop: () => Promise<void>;
let url: string;
let peer: ImapPeer;
let subscriptionId: string;
let customerId: string;
const secretsKey = randomBytes(32).toString('base64');
// The same job, each time: its lease is its own to take back.
const token = randomUUID();

const startWorker = (job = token) =>
  startKillableWorker('tests/reliability/collectWorkerMain.ts', [subscriptionId, job], {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SECRETS_KEY: secretsKey,
  });

const collected = async () =>
  (
    await database.db
      .selectFrom('collector_items')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow()
  ).n;

describe.skipIf(!process.env.DATABASE_URL)('a collection killed at chosen points', () => {
  beforeAll(async () => {
    const test = await createTestDatabaseUrl();
    url = test.url!;
    drop = test.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-collect-crash-'));
    database = await openDatabase({ databaseUrl: url });
    await migrateToLatest(database.db);
    peer = await startImapPeer({ login: 'factures', password: 'Crash-Test-1' });
    for (let n = 0; n < MESSAGES; n++) {
      const attachments = [
        { name: `facture-${n}-a.pdf`, bytes: await textPdf([`Facture ${n} A`]) },
        { name: `facture-${n}-b.pdf`, bytes: await textPdf([`Facture ${n} B`]) },
      ];
      await peer.deliver(
        await messageWithPdfs({ from: 'compta@fournisseur.test', subject: `Facture ${n}`, attachments }),
      );
    }
    const org = await insertOrganization(database.db, { name: 'Collecte' });
    customerId = org.customer_id;
    subscriptionId = await insertCollectorSubscription(
      database.db,
      createSecretBox(Buffer.from(secretsKey, 'base64')),
      org,
      { host: peer.host, port: peer.port, login: peer.login, password: peer.password, processedFolder: PROCESSED },
    );
  }, 300_000);
  afterAll(async () => {
    await peer?.close();
    await database?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'files every attachment exactly once and moves every message, whatever moment it dies at',
    { timeout: 300_000 },
    async () => {
      const atDeath: number[] = [];
      for (const point of killPoints(MESSAGES * 2, KILLS)) {
        const worker = startWorker();
        await worker.ready;
        atDeath.push(await killAfter(worker, collected, point));
      }
      // Another job: the dead worker's lease is taken back at the start, not after it lapses (exit 2).
      const last = startWorker(randomUUID());
      expect(await last.exit).toBe(0);
      // Every kill hit a collection still under way, else this test tests nothing.
      expect(atDeath.filter((items) => items < MESSAGES * 2)).toHaveLength(KILLS);

      const { db } = database;
      const items = await db
        .selectFrom('collector_items')
        .select(['status', 'document_id', 'remote_name'])
        .where('subscription_id', '=', subscriptionId)
        .execute();
      expect(items).toHaveLength(MESSAGES * 2);
      expect(items.every((item) => item.status === 'COLLECTED' && item.document_id !== null)).toBe(true);
      const documents = await db
        .selectFrom('documents')
        .select(['id', 'blob_key', 'file_name'])
        .where('customer_id', '=', customerId)
        .execute();
      expect(documents).toHaveLength(MESSAGES * 2);
      expect(new Set(documents.map((document) => document.blob_key)).size).toBe(MESSAGES * 2);
      expect(new Set(items.map((item) => item.document_id))).toEqual(new Set(documents.map((document) => document.id)));
      const deposits = await db
        .selectFrom('document_events')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'DEPOSIT')
        .executeTakeFirstOrThrow();
      expect(deposits.n).toBe(MESSAGES * 2);

      expect(await peer.messageCount('INBOX')).toBe(0);
      expect(await peer.messageCount(PROCESSED)).toBe(MESSAGES);
      const subscription = await db
        .selectFrom('collector_subscriptions')
        .select(['state', 'lease_until', 'collected'])
        .where('id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
      expect(subscription).toMatchObject({ state: 'OK', lease_until: null, collected: MESSAGES * 2 });
      // Each killed run reads as interrupted in the run log, none as still under way.
      const runs = await db
        .selectFrom('collector_runs')
        .select(['status', 'ended_at'])
        .where('subscription_id', '=', subscriptionId)
        .orderBy('started_at')
        .execute();
      expect(runs.map((run) => run.status)).toEqual([...Array<string>(KILLS).fill('INTERRUPTED'), 'DONE']);
      expect(runs.every((run) => run.ended_at !== null)).toBe(true);
    },
  );
});
