/**
 * Benchmark: the Chorus Pro sync (syncOrganization: every page of the changes read from the PISTE
 * peer, then kept) on 10,000 invoice status changes, as a ratio to the anchor, plain upserts of
 * the same rows (100 per statement, a status change each, no HTTP), on the same database in the
 * same run. Goal: the sync keeps at least 0.5× as many changes per second as the upserts alone.
 *
 *   npm run bench:chorus-sync [-- --invoices 10000 --runs 3]
 *
 * The peer is the built-in simulator on loopback, in this process (what the tests and the demo
 * use); each run moves every invoice one status further, then syncs. With DATABASE_URL the
 * database is a throwaway one on that PostgreSQL server, otherwise PGlite in memory. Only ratios
 * and rows per second are printed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { portalStatusOf } from '../common/chorusStatuses';
import type { AppContext } from '../server/context';
import { openChorusGateway } from '../server/modules/chorus/gateway';
import { startChorusSimulator } from '../server/modules/chorus/simulator/chorusSimulator';
import { syncOrganization } from '../server/modules/chorus/syncInvoices';
import { createSecretBox } from '../server/security/secretBox';
import { openTestDatabase } from '../tests/support/testDatabase';

const GOAL_RATIO = 0.5;
const STATEMENT_ROWS = 100;
const ACCOUNT = { clientId: 'bench-client', clientSecret: 'bench-secret', login: 'BENCH@cpro.fr', password: 'bench' };

const { values } = parseArgs({
  options: { invoices: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } },
});
const invoiceCount = Number(values.invoices);
const runs = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
const seconds = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

const simulator = await startChorusSimulator();
const supplier = simulator.addStructure({ siret: '44306184100047', name: 'GRAND FOURNISSEUR' });
simulator.addClient(ACCOUNT.clientId, ACCOUNT.clientSecret);
simulator.addAccount(ACCOUNT.login, ACCOUNT.password, [supplier]);
simulator.seedSentInvoices(supplier, invoiceCount);

const { database, close } = await openTestDatabase();
const { db } = database;
const secrets = createSecretBox(randomBytes(32));
const chorus = await openChorusGateway(
  {
    sandbox: { oauthUrl: simulator.oauthUrl, apiUrl: simulator.apiUrl },
    production: { oauthUrl: simulator.oauthUrl, apiUrl: simulator.apiUrl },
    simulator: false,
    syncMinutes: 60,
  },
  'warn',
);
const ctx = { database, secrets, chorus } as AppContext;

const organization = async (name: string) => {
  const id = randomUUID();
  await db
    .insertInto('organizations')
    .values({
      id,
      customer_id: id,
      name,
      org_path: [id],
      siret: '44306184100047',
      invoicing_login: ACCOUNT.login,
      invoicing_password_enc: secrets.seal(ACCOUNT.password),
    })
    .execute();
  return id;
};
const synced = await organization('Synced');
await db
  .insertInto('chorus_connections')
  .values({
    org_id: synced,
    customer_id: synced,
    environment: 'SANDBOX',
    client_id: ACCOUNT.clientId,
    client_secret_enc: secrets.seal(ACCOUNT.clientSecret),
    account_login: ACCOUNT.login,
    supplier_structure_id: supplier,
  })
  .execute();
const anchored = await organization('Anchor');

/** The rows the sync keeps, as the peer lists them now, for the anchor's upserts. */
const peerRows = async (status: string) => {
  const client = chorus.client({ oauthUrl: simulator.oauthUrl, apiUrl: simulator.apiUrl, ...ACCOUNT });
  const rows = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await client.searchSent({ page, pageSize: STATEMENT_ROWS });
    pages = found.pages;
    for (const invoice of found.invoices)
      rows.push({
        customer_id: anchored,
        org_id: anchored,
        side: 'SENT' as const,
        format: 'PDF' as const,
        delivery: 'DEPOSITED' as const,
        chorus_id: String(invoice.id),
        number: invoice.number,
        issue_date: invoice.issueDate.slice(0, 10),
        buyer_siret: invoice.buyerSiret,
        total_excl_tax: invoice.totalExclTax,
        total_incl_tax: invoice.totalInclTax,
        net_payable: invoice.netPayable,
        chorus_status: status,
        chorus_status_at: new Date(),
        portal_status: portalStatusOf(status),
        updated_at: new Date(),
      });
  }
  return rows;
};

const upsertAll = async (rows: Awaited<ReturnType<typeof peerRows>>) => {
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS)
    await db
      .insertInto('chorus_invoices')
      .values(rows.slice(start, start + STATEMENT_ROWS))
      .onConflict((oc) =>
        oc
          .columns(['org_id', 'side', 'chorus_id'])
          .where('chorus_id', 'is not', null)
          .doUpdateSet((eb) => ({
            chorus_status: eb.ref('excluded.chorus_status'),
            chorus_status_at: eb.ref('excluded.chorus_status_at'),
            portal_status: eb.ref('excluded.portal_status'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
      )
      .execute();
};

try {
  const first = await peerRows('DEPOSEE');
  if (first.length !== invoiceCount) throw new Error(`the peer lists ${first.length} invoices`);
  await upsertAll(first);
} catch (error) {
  console.error(`The anchor cannot run: ${(error as Error).message}`);
  process.exit(1);
}
// The first sync adds every invoice; the runs then time status changes only.
await syncOrganization(ctx, synced);
const kept = async () =>
  (
    await db
      .selectFrom('chorus_invoices')
      .select(db.fn.countAll<string>().as('n'))
      .where('org_id', '=', synced)
      .executeTakeFirstOrThrow()
  ).n;
console.log(`${invoiceCount} invoices, ${await kept()} kept by the first sync; ${runs} runs of one status change each`);

const anchor: number[] = [];
const ours: number[] = [];
const statuses = ['MISE_A_DISPOSITION', 'SERVICE_FAIT', 'MANDATEE', 'MISE_EN_PAIEMENT'];
for (let run = 0; run < runs; run++) {
  const rows = await peerRows(statuses[run % statuses.length]!);
  anchor.push(await seconds(() => upsertAll(rows)));
  simulator.advance();
  ours.push(await seconds(() => syncOrganization(ctx, synced)));
  const moved = await db
    .selectFrom('chorus_invoices')
    .select(db.fn.countAll<string>().as('n'))
    .where('org_id', '=', synced)
    .where('chorus_status', '=', statuses[run % statuses.length]!)
    .executeTakeFirstOrThrow();
  if (Number(moved.n) !== invoiceCount)
    throw new Error(`run ${run + 1}: ${moved.n} invoices moved, not ${invoiceCount}`);
}
const anchorRate = invoiceCount / median(anchor);
const oursRate = invoiceCount / median(ours);
const ratio = oursRate / anchorRate;
console.log(`anchor: plain upserts of the rows         ${anchorRate.toFixed(0)} rows/s (1.00×)`);
console.log(`ours:   sync from the peer, every page    ${oursRate.toFixed(0)} rows/s (${ratio.toFixed(2)}×)`);
console.log(`goal: ≥ ${GOAL_RATIO}× the anchor: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}`);

await chorus.close();
await simulator.close();
await close();
