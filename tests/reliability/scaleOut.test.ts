import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { campaigns } from '../../common/api/campaigns';
import { documentFiles, documentLinks } from '../../common/api/documents';
import { createTokenService } from '../../server/auth/tokens';
import { countPages, pageTexts } from '../support/mupdfPages';
import { readVerifiedBytes } from '../../server/storage/verifiedBlob';
import { textPdf, uploadForm } from '../support/documentFiles';
import {
  insertEmployeesWithBulkFile,
  makeCampaign,
  makeDocument,
  makeEmployee,
  makeOrganization,
} from '../support/factories';
import { findPostgresServer } from '../support/scaleOut/postgresServer';
import { startTopology, type Topology } from '../support/scaleOut/topology';
import { decodeMail } from '../support/smtpPeer';
import { apiAs, ok, pathOf } from '../support/api';
import { loginAs } from '../support/testServer';

/**
 * The deployment guide's topology, run here: nginx in front of two web processes and a worker
 * process, compiled, on one PostgreSQL database, an S3 peer and an SMTP peer. PGlite cannot be
 * shared between processes, so without a PostgreSQL server this file is skipped, saying why.
 */
const postgres = await findPostgresServer();
const missing = 'missing' in postgres ? postgres.missing : undefined;
if (missing) console.warn(`scale-out test skipped: ${missing}; set DATABASE_URL to a PostgreSQL server`);

const DOCUMENTS = 2000;
/** Concurrent clients of the kill test, each with one request in flight at a time. */
const CLIENTS = 6;
const CALLS_BEFORE_KILL = 60;
const CALLS_AFTER_KILL = 120;
/** How many times a client sends one call at most. */
const CLIENT_ATTEMPTS = 20;

let topology: Topology;
let admin: string;
let paris: { id: string };

beforeAll(async () => {
  if (missing) return;
  topology = await startTopology((postgres as { url: string }).url);
  admin = (await loginAs(topology, 'admin')).token;
  paris = await topology.db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Liasse Démo Paris')
    .executeTakeFirstOrThrow();
}, 180_000);
afterAll(() => topology?.close());

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const campaignThroughProxy = async (id: string) => {
  const response = await apiAs(topology, admin)(campaigns.get, { params: { id } });
  expect(response.status).toBe(200);
  return ok(response).data;
};

/** Runs `check` over `items`, `width` at a time (the S3 peer is one process too). */
const everyOf = async <T>(items: T[], width: number, check: (item: T) => Promise<boolean>) => {
  const failed: T[] = [];
  for (let start = 0; start < items.length; start += width) {
    const slice = items.slice(start, start + width);
    const results = await Promise.all(slice.map(check));
    slice.forEach((item, index) => results[index] || failed.push(item));
  }
  return failed;
};

describe.skipIf(missing)('two web processes and a worker behind nginx', () => {
  it(
    'splits and dispatches a campaign of 2,000 documents created through one web process exactly once',
    { timeout: 300_000 },
    async () => {
      const [web] = topology.webs;
      const org = await makeOrganization(web, admin, { parentId: paris.id });
      const orgRow = await topology.db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', org.id)
        .executeTakeFirstOrThrow();
      const bulk = await insertEmployeesWithBulkFile(topology.db, orgRow, DOCUMENTS);
      const created = await makeCampaign(
        web,
        admin,
        {
          name: 'Paie de novembre',
          orgId: org.id,
          siret: org.siret,
          detection: true,
          docTypeCode: 'PAYE',
          files: [{ name: 'paie.pdf', docType: 'PAYE' }],
        },
        [{ name: 'paie.pdf', bytes: Buffer.from(bulk.bytes) }],
      );
      expect(created.status).toBe('SPLITTING');

      // The worker process splits and dispatches; the web processes only answer.
      await expect
        .poll(async () => (await campaignThroughProxy(created.id)).status, { timeout: 270_000, interval: 1000 })
        .toBe('DISPATCHED');
      expect(await campaignThroughProxy(created.id)).toMatchObject({ documentsCount: DOCUMENTS });

      const { db } = topology;
      const pieces = await db
        .selectFrom('dispatched_docs')
        .select(['status', 'employee_id', 'recipient_key', 'blob_key', 'document_id', 'page_from', 'page_to'])
        .where('campaign_id', '=', created.id)
        .execute();
      expect(pieces).toHaveLength(DOCUMENTS);
      expect(pieces.every((piece) => piece.status === 'DISPATCHED' && piece.page_from === piece.page_to)).toBe(true);
      const employeeIds = bulk.employees.map((employee) => employee.id).sort();
      expect(pieces.map((piece) => piece.employee_id).sort()).toEqual(employeeIds);
      expect(new Set(pieces.map((piece) => piece.page_from)).size).toBe(DOCUMENTS);

      // One document in the safe per employee, each the one its piece names, none other.
      const documents = await db
        .selectFrom('documents')
        .select(['id', 'employee_id', 'blob_key'])
        .where('org_id', '=', org.id)
        .execute();
      expect(documents.map((document) => document.employee_id).sort()).toEqual(employeeIds);
      expect(new Set(pieces.map((piece) => piece.document_id))).toEqual(
        new Set(documents.map((document) => document.id)),
      );
      const deposits = await db
        .selectFrom('document_events')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(
          'document_id',
          'in',
          documents.map((document) => document.id),
        )
        .where('kind', '=', 'DEPOSIT')
        .executeTakeFirstOrThrow();
      expect(deposits.n).toBe(DOCUMENTS);

      // Every piece's bytes are in the shared S3 store; a sample holds its employee's page.
      const keys = [...new Set(documents.map((document) => document.blob_key!))];
      expect(keys).toHaveLength(DOCUMENTS);
      expect(await everyOf(keys, 16, (key) => topology.blobs.has(key))).toEqual([]);
      for (const index of [0, 777, DOCUMENTS - 1]) {
        const piece = pieces.find((candidate) => candidate.page_from === index + 1)!;
        const bytes = await readVerifiedBytes(topology.blobs, piece.blob_key!);
        expect(countPages(bytes)).toBe(1);
        expect(pageTexts(bytes)[0]).toContain(`Matricule : ${bulk.employees[index].registration_number}`);
      }
    },
  );

  it('keeps a session opened on one web process valid on the other, through refresh and logout', async () => {
    const [a, b] = topology.webs;
    const session = await loginAs(a, 'admin');
    const onB = await apiAs(b, session.token)(account.current);
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ data: { login: 'admin' } });

    // A browser back from a pause: its access token is out of time, its refresh token is not.
    const tokens = createTokenService(new TextEncoder().encode(topology.settings.JWT_SECRET));
    const { claims } = (await tokens.verify(session.token))!;
    const expired = await tokens.sign(claims, new Date(Date.now() - 1000));
    const refreshed = await apiAs(b, expired)(
      account.current,
      {},
      { headers: { 'refresh-token': session.refreshToken } },
    );
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.headers.get('set-authorization')!;
    expect(fresh).toBeTruthy();
    expect((await apiAs(a, fresh)(account.current)).status).toBe(200);

    // Logged out on one, the session is over on both.
    expect((await apiAs(a, fresh)(account.logout)).status).toBe(204);
    expect((await apiAs(b, fresh)(account.current)).status).toBe(401);
  });

  it('opens on the other web process a direct download link mailed by one', { timeout: 60_000 }, async () => {
    const [a, b] = topology.webs;
    const email = `lien.${Date.now()}@demo.liasse.example`;
    const employee = await makeEmployee(a, admin, { organizations: [{ orgId: paris.id }], email });
    const file = await textPdf(['Bulletin envoyé par lien']);
    const doc = await makeDocument(a, admin, { orgId: paris.id, docType: 'PAYE', employeeId: employee.id }, file);
    expect((await apiAs(a, admin)(documentLinks.send, { params: { id: doc.id }, body: {} })).status).toBe(204);

    // The worker process sends the mail; the link names the portal's public address, nginx.
    const link = new RegExp(`${topology.url}${pathOf(documentLinks.open, { params: { token: '' } })}([A-Za-z0-9_-]+)`);
    await expect
      .poll(() => topology.smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 45_000 })
      .toBe(1);
    const mail = topology.smtp.received.find((received) => received.to.includes(email))!;
    const token = decodeMail(mail.raw).match(link)?.[1];
    expect(token).toBeTruthy();

    const onB = await apiAs(b)(documentLinks.open, { params: { token: token! } });
    expect(onB.status).toBe(200);
    expect(ok(onB)).toEqual(file);
    const throughProxy = await apiAs(topology)(documentLinks.open, { params: { token: token! } });
    expect(ok(throughProxy)).toEqual(file);
  });

  it(
    'loses only the requests in flight on a web process killed under load, and leaves no upload half-written',
    { timeout: 180_000 },
    async () => {
      const [victim] = topology.webs;
      const readable = await makeDocument(topology, admin, { orgId: paris.id, docType: 'PAYE' }, await textPdf(['Lu']));
      const run = `${Date.now()}`;

      let killDone = false;
      let completed = 0;
      let completedAfterKill = 0;
      const inFlight = new Set<number>();
      let inFlightAtKill = 0;
      let nextId = 0;
      /** Calls a client had to send again: each with whether its first sending preceded the kill's end. */
      const clientRetries: { method: string; firstSentBeforeKillEnded: boolean }[] = [];
      const failures: string[] = [];
      const uploads = new Map<string, { sha256: string; attempts: number; answered?: number }>();

      /**
       * Whether a careful client sends the call again: the proxy found no process to answer (502,
       * 503, 504), or the upload's key is still held by a sending the server cannot yet tell dead.
       */
      const sendAgain = (status: number, body: Buffer) =>
        [502, 503, 504].includes(status) || (status === 409 && body.includes('IDEMPOTENCY_KEY_IN_USE'));

      /**
       * One call as a careful client makes it: sent again, a bounded number of times, while `sendAgain`
       * says so. A raw call (its path from the declaration's): a connection the killed process drops
       * must reach this loop as a thrown fetch, and each answer as its bytes.
       */
      const send = async (method: string, path: string, init: () => RequestInit) => {
        const firstSentBeforeKillEnded = !killDone;
        let retried = false;
        try {
          for (let attempt = 1; ; attempt++) {
            const id = nextId++;
            inFlight.add(id);
            let answer: { status: number; body: Buffer } | undefined;
            try {
              const response = await fetch(`${topology.url}${path}`, { method, ...init() });
              answer = { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
            } catch (error) {
              if (attempt === CLIENT_ATTEMPTS) throw error;
            } finally {
              inFlight.delete(id);
            }
            if (answer && (!sendAgain(answer.status, answer.body) || attempt === CLIENT_ATTEMPTS)) return answer;
            retried = true;
            if (answer?.status === 409) await new Promise((resolve) => setTimeout(resolve, 250));
          }
        } finally {
          if (retried) clientRetries.push({ method, firstSentBeforeKillEnded });
        }
      };

      const client = async (number: number) => {
        for (let round = 0; completedAfterKill < CALLS_AFTER_KILL; round++) {
          const headers = { authorization: `Bearer ${admin}` };
          const description = `charge ${run} ${number}-${round}`;
          const bytes = await textPdf([description]);
          const upload = { sha256: createHash('sha256').update(bytes).digest('hex'), attempts: 0 } as {
            sha256: string;
            attempts: number;
            answered?: number;
          };
          uploads.set(description, upload);
          const calls = [
            () => send('GET', pathOf(account.current), () => ({ headers })),
            () => send('GET', pathOf(documentFiles.pdf, { params: { id: readable.id } }), () => ({ headers })),
            async () => {
              const answer = await send('POST', pathOf(documentFiles.upload), () => {
                upload.attempts++;
                // As the front end sends it: the same key for each sending of one file.
                return {
                  headers: { ...headers, 'idempotency-key': description.replaceAll(' ', '-') },
                  body: uploadForm({ orgId: paris.id, docType: 'PAYE', description }, bytes),
                };
              });
              upload.answered = answer.status;
              return answer;
            },
          ];
          for (const next of calls) {
            const { status, body } = await next();
            if (status !== 200 && status !== 201) failures.push(`${status} ${body.toString().slice(0, 300)}`);
            completed++;
            if (killDone) completedAfterKill++;
          }
        }
      };

      let aborted = false;
      const killer = async () => {
        while (completed < CALLS_BEFORE_KILL && !aborted) await new Promise((resolve) => setTimeout(resolve, 20));
        if (aborted) return;
        inFlightAtKill = inFlight.size;
        await topology.killWeb(victim);
        killDone = true;
      };

      try {
        await Promise.all([killer(), ...Array.from({ length: CLIENTS }, (_, number) => client(number))]);
      } finally {
        aborted = true;
        if (killDone) await topology.restartWeb(victim);
      }

      // The kill hit a loaded process, and every call still ended answered by the survivor.
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      // Only requests already under way when the process died needed the client to send them again.
      expect(clientRetries.filter((retry) => !retry.firstSentBeforeKillEnded)).toEqual([]);
      expect(clientRetries.length).toBeLessThanOrEqual(CLIENTS);

      // Nothing half-written: each upload is there whole (row and blob, the bytes sent), at least
      // once if its client was told 201. Its Idempotency-Key makes a second sending answer the
      // first; only a process killed between the document's commit and the key's answer being
      // kept leaves the key free again, so at most once per sending is what holds in every case.
      const rows = await topology.db
        .selectFrom('documents')
        .select(['description', 'blob_key'])
        .where('description', 'in', [...uploads.keys()])
        .execute();
      for (const [description, upload] of uploads) {
        const mine = rows.filter((row) => row.description === description);
        if (upload.answered === 201) expect(mine.length).toBeGreaterThanOrEqual(1);
        expect(mine.length).toBeLessThanOrEqual(upload.attempts);
        expect(mine.every((row) => row.blob_key === upload.sha256)).toBe(true);
      }
      const keys = [...new Set(rows.map((row) => row.blob_key!))];
      expect(await everyOf(keys, 16, (key) => topology.blobs.has(key))).toEqual([]);
      // Back on its port, the process restarted serves the same sessions.
      expect((await apiAs(victim, admin)(account.current)).status).toBe(200);
    },
  );
});
