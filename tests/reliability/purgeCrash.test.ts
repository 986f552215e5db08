import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from '../../server/jobs/sweepOrphanBlobs';
import type { BlobStore } from '../../server/storage/blobStore';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { insertEmployee, insertOrganization } from '../support/factories';
import { killAfter, reached, startKillableWorker } from '../support/killableWorker';
import { createTestDatabaseUrl } from '../support/testDatabase';

/**
 * kill -9 of the purge at 5 chosen points while it deletes about 3,000 of a customer's 4,000
 * expired documents (batches of 1,000), each time restarted; then left to finish. The kills land
 * in turn inside a batch's transaction and just after a batch committed (among its files'
 * deletions). Some documents are held (by
 * themselves, their employee, an organisation above theirs), some share their file with a document
 * kept. Every purgeable document must be gone with exactly one audit row, everything held or not
 * due must stay with its file, and after the orphan sweep no file of a purged document may remain
 * unless a row still names it. Needs PostgreSQL (DATABASE_URL): PGlite is one process's database,
 * which a killed process takes along.
 */
const EXPIRED = 4000;
/** Expired documents that reuse the file of another purgeable one: the file goes once, with the last. */
const SHARED_EXPIRED = 20;
/** Documents not yet due that share their file with a purgeable one: that file must stay. */
const SHARED_KEPT = 40;
const FRESH = 100;
const KILLS = 5;

let database: Database;
let blobs: BlobStore;
let dataDir: string;
let drop: () => Promise<void>;
let url: string;
let customerId: string;
/** The documents the purge must delete, and those it must keep. */
const purgeable: string[] = [];
const kept: string[] = [];

const startWorker = () =>
  startKillableWorker('tests/reliability/purgeWorkerMain.ts', [customerId], { DATABASE_URL: url, DATA_DIR: dataDir });

const recorded = async () =>
  (
    await database.db
      .selectFrom('retention_purges')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).n;

/** Resolves once the worker holds a transaction that wrote (a purge batch under way), or has exited. */
const inBatch = async (worker: ReturnType<typeof startKillableWorker>) => {
  const writing = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`.execute(database.db)
    ).rows[0]!.n;
  await reached(writing, 1, worker.exited);
};

/** Inserts documents of the customer in one statement (the retention trigger computes their day). */
const insertDocuments = async (
  rows: { orgId: string; employeeId: string | null; blobKey: string; docType: string; ageYears: number }[],
) => {
  const { rows: inserted } = await sql<{ id: string }>`
    insert into documents (customer_id, org_id, employee_id, doc_type, file_name, blob_key, text_status, created_at)
    select ${customerId}::uuid, r.org_id, r.employee_id, r.doc_type, 'document-' || r.n || '.pdf', r.blob_key, 'DONE',
           now() - make_interval(years => r.age)
    from unnest(${sql.val(rows.map((row) => row.orgId))}::uuid[], ${sql.val(rows.map((row) => row.employeeId))}::uuid[],
                ${sql.val(rows.map((row) => row.docType))}::text[], ${sql.val(rows.map((row) => row.blobKey))}::text[],
                ${sql.val(rows.map((row) => row.ageYears))}::int[])
      with ordinality as r (org_id, employee_id, doc_type, blob_key, age, n)
    order by r.n
    returning id
  `.execute(database.db);
  return inserted.map((row) => row.id);
};

const hold = (scope: string, targetId: string, released = false) =>
  database.db
    .insertInto('legal_holds')
    .values({
      customer_id: customerId,
      scope: scope as 'DOCUMENT',
      target_id: targetId,
      reason: 'Contentieux',
      set_by: 'Test',
      released_by: released ? 'Test' : null,
      released_at: released ? new Date() : null,
    })
    .execute();

describe.skipIf(!process.env.DATABASE_URL)('the purge killed at chosen points', () => {
  beforeAll(async () => {
    const test = await createTestDatabaseUrl();
    url = test.url!;
    drop = test.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-purge-crash-'));
    blobs = createFsBlobStore(path.join(dataDir, 'blobs'));
    database = await openDatabase({ databaseUrl: url });
    await migrateToLatest(database.db);
    const { db } = database;

    const root = await insertOrganization(db, { name: 'Groupe' });
    customerId = root.customer_id;
    const sites = [await insertOrganization(db, { parent: root }), await insertOrganization(db, { parent: root })];
    const heldBranch = await insertOrganization(db, { name: 'Branche en litige', parent: root });
    const heldSite = await insertOrganization(db, { parent: heldBranch });
    const employees = [];
    for (let n = 0; n < 6; n++) employees.push((await insertEmployee(db, sites[n % 2]!)).id);
    // Charters go two years after their deposit; payslips (the default) fifty.
    await db
      .insertInto('retention_policies')
      .values({ org_id: root.id, doc_type: 'CHIN', rule: 'AFTER_DEPOSIT', years: 2 })
      .execute();

    // Employee 0 is held, employee 1 was and is released; the branch is held, and with it its site.
    const heldEmployee = employees[0]!;
    const expired = [];
    for (let n = 0; n < EXPIRED; n++) {
      const inHeldSite = n % 10 === 9;
      const employeeId = n % 7 < 6 ? employees[n % 7]! : null;
      expired.push({
        orgId: inHeldSite ? heldSite.id : sites[n % 2]!.id,
        employeeId: inHeldSite ? null : employeeId,
        blobKey: await blobs.put(Buffer.from(`Charte ${n} ${randomUUID()}`)),
        docType: 'CHIN',
        ageYears: 3,
        held: inHeldSite || employeeId === heldEmployee || n % 100 === 1,
      });
    }
    const free = expired.filter((row) => !row.held);
    // Purgeable documents that share a file with another purgeable one, and documents kept that share one.
    const sharedExpired = free.slice(0, SHARED_EXPIRED).map((row) => ({ ...row }));
    const sharedKept = free
      .slice(SHARED_EXPIRED, SHARED_EXPIRED + SHARED_KEPT)
      .map((row) => ({ ...row, ageYears: 0, held: false }));
    const fresh = [];
    for (let n = 0; n < FRESH; n++)
      fresh.push({
        orgId: sites[n % 2]!.id,
        employeeId: employees[n % 6]!,
        blobKey: await blobs.put(Buffer.from(`Bulletin ${n} ${randomUUID()}`)),
        docType: n % 2 ? 'PAYE' : 'CHIN',
        ageYears: n % 2 ? 3 : 1,
      });

    const expiredIds = await insertDocuments([...expired, ...sharedExpired]);
    const all = [...expired, ...sharedExpired];
    all.forEach((row, index) => (row.held ? kept : purgeable).push(expiredIds[index]!));
    kept.push(...(await insertDocuments([...sharedKept, ...fresh])));
    await hold('EMPLOYEE', heldEmployee);
    await hold('EMPLOYEE', employees[1]!, true);
    await hold('ORGANIZATION', heldBranch.id);
    for (const [index, row] of all.entries())
      if (row.held && row.orgId !== heldSite.id && row.employeeId !== heldEmployee)
        await hold('DOCUMENT', expiredIds[index]!);

    // The data is what the test means: the database agrees on what is due.
    const { rows: due } = await sql<{ n: number }>`
      select count(*)::int n from documents where customer_id = ${customerId} and retain_until < current_date`.execute(
      db,
    );
    expect(due[0]!.n).toBe(EXPIRED + SHARED_EXPIRED);
    expect(purgeable.length).toBeGreaterThan(2000);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'deletes each purgeable document once, records it once, and keeps what is held or shared',
    { timeout: 180_000 },
    async () => {
      const atDeath: number[] = [];
      for (let round = 0; round < KILLS; round++) {
        const before = await recorded();
        const worker = startWorker();
        await worker.ready;
        // Even rounds: inside a batch's transaction; odd ones: just after a batch committed, among
        // the deletions of its files. Batch after batch, whatever the machine's speed.
        if (round % 2 === 0) await inBatch(worker);
        atDeath.push(await killAfter(worker, recorded, round % 2 === 0 ? before : before + 1));
      }
      const last = startWorker();
      expect(await last.exit).toBe(0);
      // Every kill hit a purge still under way, else this test tests nothing.
      expect(atDeath.filter((purged) => purged < purgeable.length)).toHaveLength(KILLS);

      const { db } = database;
      const left = await db
        .selectFrom('documents')
        .select(['id', 'blob_key'])
        .where('customer_id', '=', customerId)
        .execute();
      expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());

      // Exactly one audit row per purged document: nothing recorded twice, nothing deleted unrecorded.
      const audit = await db
        .selectFrom('retention_purges')
        .select(['document_id', 'sha256'])
        .where('customer_id', '=', customerId)
        .execute();
      expect(audit).toHaveLength(purgeable.length);
      expect(audit.map((row) => row.document_id).sort()).toEqual([...purgeable].sort());

      // Every row left has its file, before the sweep as after.
      const missing = async () => {
        const absent = [];
        for (const row of left) if (!(await blobs.has(row.blob_key!))) absent.push(row.id);
        return absent;
      };
      expect(await missing()).toEqual([]);

      // Files a kill left between the commit and their deletion are the sweep's (past its grace period).
      const swept = await sweepOrphanBlobs(db, blobs, new Date(Date.now() + 2 * ORPHAN_GRACE_MS));
      // A kill did land between a commit and its files' deletion (else the test tests less than it says).
      expect(swept).toBeGreaterThan(0);
      expect(await missing()).toEqual([]);
      const named = new Set(left.map((row) => row.blob_key));
      const stored = new Set<string>();
      for await (const blob of blobs.list()) stored.add(blob.key);
      expect([...stored].sort()).toEqual([...named].sort());
      const purgedFiles = new Set(audit.map((row) => row.sha256!));
      // Some purged documents' files stay, as another row still names them.
      expect([...purgedFiles].filter((key) => stored.has(key))).toHaveLength(SHARED_KEPT);
    },
  );
});
