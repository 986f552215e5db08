import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import { health } from '../../common/api/platform';
import { ZErrorBody } from '../../common/errors';
import { queueCampaignDispatch } from '../../server/modules/campaigns/queues';
import { demoOrganization } from '../support/demoOrganization';
import { apiAs, ok } from '../support/api';
import { textPdf, uploadForm } from '../support/documentFiles';
import { insertDispatchLoad } from '../support/factories';
import { startRelayedServer, type RelayedServer } from '../support/relayedServer';
import type { TcpProxy } from '../support/tcpProxy';
import { loginAs, type TestServer } from '../support/testServer';

/**
 * The database fails the portal under work: its connections terminated again and again (a storm
 * of restarts or failovers), or every connection cut and refused for 12 s (an outage), while
 * uploads queue text jobs and a campaign is dispatched. The process must live through it, answer
 * 503 meanwhile, serve again by itself, and finish every job. Needs PostgreSQL (DATABASE_URL).
 */
const DISPATCHED = 600;

describe.skipIf(!process.env.DATABASE_URL)('the portal while its database fails under work', () => {
  let relayed: RelayedServer;
  let server: TestServer;
  let proxy: TcpProxy;
  let token: string;
  let orgId: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    relayed = await startRelayedServer();
    ({ server, proxy } = relayed);
    token = (await loginAs(server, 'admin')).token;
    orgId = (await demoOrganization(server, 'Paris')).id;
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await relayed?.close();
  });
  beforeEach(() => {
    unhandled.length = 0;
  });
  afterEach(() => proxy.restore().catch(() => {}));

  const terminateBackends = () => relayed.terminateBackends();

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A campaign of DISPATCHED documents by attachment, queued for dispatch. */
  const startDispatch = async () => {
    const { db } = server.ctx.database;
    const load = await insertDispatchLoad(db, server.ctx.blobs, DISPATCHED, { mode: 'ATTACHMENT' });
    await queueCampaignDispatch(db, server.ctx.boss, load.campaignId);
    return load.campaignId;
  };

  type Outcome = { status: number; code?: string; documentId?: string };

  /** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
  /** `POST doc/upload` of this PDF as a payslip of the organisation. */
  const upload = (pdf: Buffer) =>
    apiAs(server, token)(documentFiles.upload, { body: uploadForm({ orgId, docType: 'PAYE' }, pdf) });

  /** Two loops uploading a small PDF each (every upload queues a text job) until told to stop. */
  const uploadLoops = (pdf: Buffer) => {
    const outcomes: Outcome[] = [];
    let running = true;
    const loops = [0, 1].map(async () => {
      while (running) {
        try {
          const response = await upload(pdf);
          // An error of the project's shape names its code; a 201 its document.
          const error = ZErrorBody.safeParse(response.body);
          outcomes.push({
            status: response.status,
            code: error.success ? error.data.error.code : undefined,
            documentId: response.status === 201 ? response.body.data.id : undefined,
          });
        } catch {
          outcomes.push({ status: 0 });
        }
        await sleep(200);
      }
    });
    return {
      outcomes,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  };

  /** During: a 201 or a clean 503 only; never no answer (a dead process) nor another 5xx. */
  const expectOnlyCleanOutcomes = (outcomes: Outcome[]) => {
    const unexpected = outcomes.filter((outcome) =>
      outcome.status === 503 ? outcome.code !== 'SERVICE_UNAVAILABLE' : outcome.status !== 201,
    );
    expect(unexpected).toEqual([]);
  };

  const dispatchedCount = async (campaignId: string) =>
    (
      await server.ctx.database.db
        .selectFrom('dispatched_docs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'MAIL_DISPATCHED')
        .executeTakeFirstOrThrow()
    ).n;

  /** Waits for the dispatch's first document to go; answers how many had gone by then. */
  const dispatchStarted = async (campaignId: string) => {
    let sent = 0;
    await expect
      .poll(async () => (sent = await dispatchedCount(campaignId)), { timeout: 30_000, interval: 20 })
      .toBeGreaterThan(0);
    return sent;
  };

  /** What the uploads got, by status, for the record of a run. */
  const tally = (outcomes: Outcome[]) =>
    outcomes.reduce<Record<number, number>>((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

  /** After: the portal serves again by itself and every job reaches its end. */
  const expectRecovered = async (campaignId: string, outcomes: Outcome[]) => {
    await expect.poll(async () => (await apiAs(server)(health.readyShort)).status, { timeout: 20_000 }).toBe(200);
    const after = await upload(await textPdf(['Après la panne']));
    expect(after.status).toBe(201);

    const uploaded = outcomes.flatMap((outcome) => (outcome.documentId ? [outcome.documentId] : []));
    uploaded.push(ok(after).data.id);
    const { db } = server.ctx.database;
    // Every text job of a committed upload ends DONE: none lost, none given up as FAILED.
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('documents')
              .select(sql<number>`count(*)::int`.as('n'))
              .where('id', 'in', uploaded)
              .where('text_status', '=', 'DONE')
              .executeTakeFirstOrThrow()
          ).n,
        { timeout: 150_000, interval: 500 },
      )
      .toBe(uploaded.length);
    await expect.poll(() => dispatchedCount(campaignId), { timeout: 150_000, interval: 500 }).toBe(DISPATCHED);
    expect(unhandled).toEqual([]);
  };

  it(
    'lives through its connections terminated every 0.7 s for 10 s, then finishes every job',
    { timeout: 240_000 },
    async () => {
      const campaignId = await startDispatch();
      const uploads = uploadLoops(await textPdf(['Bulletin pendant la tempête']));
      // The dispatch is under way when the storm begins, else this tests nothing of it.
      expect(await dispatchStarted(campaignId)).toBeLessThan(DISPATCHED);
      let terminated = 0;
      for (let round = 0; round < 14; round++) {
        terminated += await terminateBackends();
        await sleep(700);
      }
      await uploads.stop();
      console.info('storm: uploads answered', tally(uploads.outcomes));

      expect(unhandled).toEqual([]);
      expect(terminated).toBeGreaterThan(14);
      expect(uploads.outcomes.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(0);
      expectOnlyCleanOutcomes(uploads.outcomes);
      await expectRecovered(campaignId, uploads.outcomes);
    },
  );

  it(
    'lives through 12 s without its database, answering 503, then finishes every job',
    { timeout: 240_000 },
    async () => {
      const campaignId = await startDispatch();
      const uploads = uploadLoops(await textPdf(['Bulletin pendant la panne']));
      expect(await dispatchStarted(campaignId)).toBeLessThan(DISPATCHED);
      await proxy.cut();
      const during = uploads.outcomes.length;
      await sleep(12_000);
      await proxy.restore();
      await sleep(1000);
      await uploads.stop();
      console.info(
        'outage: uploads answered',
        tally(uploads.outcomes.slice(0, during)),
        'before',
        tally(uploads.outcomes.slice(during)),
        'from the cut on',
      );

      expect(unhandled).toEqual([]);
      expect(uploads.outcomes.slice(during).some((outcome) => outcome.status === 503)).toBe(true);
      expectOnlyCleanOutcomes(uploads.outcomes);
      await expectRecovered(campaignId, uploads.outcomes);
    },
  );
});
