import { sql, type Kysely } from 'kysely';
import { portalStatusOf } from '../../../common/chorusStatuses';
import type { AppContext } from '../../context';
import type { ChorusInvoiceSide, DB } from '../../db/schema';
import { chorusOf } from './connections';
import type { ChorusInvoice, ChorusPro, InvoicePage, InvoiceSearch } from './piste/chorusPro';

type Connection = { org_id: string; customer_id: string };

const PAGE_SIZE = 100;

const statusColumns = (invoice: ChorusInvoice) => ({
  chorus_status: invoice.status,
  chorus_status_at: new Date(invoice.statusAt),
  chorus_comment: invoice.comment,
  portal_status: portalStatusOf(invoice.status),
  updated_at: new Date(),
});

const newRow = (connection: Connection, side: ChorusInvoiceSide, invoice: ChorusInvoice) => ({
  customer_id: connection.customer_id,
  org_id: connection.org_id,
  side,
  format: 'PDF' as const,
  delivery: 'DEPOSITED' as const,
  chorus_id: String(invoice.id),
  deposit_number: invoice.depositNumber,
  kind: invoice.kind,
  number: invoice.number,
  issue_date: invoice.issueDate.slice(0, 10),
  currency: invoice.currency,
  supplier_name: invoice.supplierName,
  supplier_siret: invoice.supplierSiret,
  buyer_name: invoice.buyerName,
  buyer_siret: invoice.buyerSiret,
  service_code: invoice.serviceCode,
  commitment_number: invoice.commitmentNumber,
  total_excl_tax: invoice.totalExclTax,
  total_incl_tax: invoice.totalInclTax,
  net_payable: invoice.netPayable,
  ...statusColumns(invoice),
});

/** A flux sent from here waits without a Chorus id: the invoice that names its deposit number is it. */
const matchDeposits = async (db: Kysely<DB>, connection: Connection, invoices: ChorusInvoice[]) => {
  const deposited = invoices.filter((invoice) => invoice.depositNumber);
  if (deposited.length === 0) return;
  const pairs = sql.join(
    deposited.map((invoice) => sql`(${invoice.depositNumber}::text, ${String(invoice.id)}::bigint)`),
  );
  await sql`
    update chorus_invoices waiting set chorus_id = found.chorus_id
    from (values ${pairs}) as found (deposit_number, chorus_id)
    where waiting.org_id = ${connection.org_id} and waiting.side = 'SENT' and waiting.chorus_id is null
      and waiting.deposit_number = found.deposit_number
      and not exists (
        select 1 from chorus_invoices known
        where known.org_id = waiting.org_id and known.side = 'SENT' and known.chorus_id = found.chorus_id
      )`.execute(db);
};

/**
 * One page of invoices as Chorus says they are now, in two statements whatever its size. Known by
 * their Chorus id (or, sent from here, by their deposit number), their status moves; the others
 * were sent or received outside the portal, and are added.
 */
const keepPage = async (db: Kysely<DB>, connection: Connection, side: ChorusInvoiceSide, invoices: ChorusInvoice[]) => {
  // One statement cannot touch a row twice: a page naming an invoice twice keeps its last state.
  const latest = [...new Map(invoices.map((invoice) => [invoice.id, invoice])).values()];
  if (latest.length === 0) return;
  if (side === 'SENT') await matchDeposits(db, connection, latest);
  await db
    .insertInto('chorus_invoices')
    .values(latest.map((invoice) => newRow(connection, side, invoice)))
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'side', 'chorus_id'])
        .where('chorus_id', 'is not', null)
        .doUpdateSet((eb) => ({
          chorus_status: eb.ref('excluded.chorus_status'),
          chorus_status_at: eb.ref('excluded.chorus_status_at'),
          chorus_comment: eb.ref('excluded.chorus_comment'),
          portal_status: eb.ref('excluded.portal_status'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
    )
    .execute();
};

/** Every page of one side's changes since the last run. */
const followPages = async (
  search: (query: InvoiceSearch) => Promise<InvoicePage>,
  changedSince: string | undefined,
  keep: (invoices: ChorusInvoice[]) => Promise<void>,
) => {
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await search({ changedSince, page, pageSize: PAGE_SIZE });
    await keep(found.invoices);
    pages = found.pages;
  }
};

/** Flux deposited but not yet seen as invoices: a rejected one fails with Chorus' errors. */
const followDeposits = async (db: Kysely<DB>, chorus: ChorusPro, connection: Connection) => {
  const waiting = await db
    .selectFrom('chorus_invoices')
    .select(['id', 'deposit_number'])
    .where('org_id', '=', connection.org_id)
    .where('delivery', '=', 'DEPOSITED')
    .where('chorus_id', 'is', null)
    .where('deposit_number', 'is not', null)
    .execute();
  for (const { id, deposit_number } of waiting) {
    const report = await chorus.fluxReport(deposit_number!);
    if (report.errors.length === 0 && !/REJET/.test(report.status)) continue;
    await db
      .updateTable('chorus_invoices')
      .set({ delivery: 'FAILED', delivery_errors: JSON.stringify(report.errors), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
};

/**
 * Reads what changed in Chorus for one organisation since its last run (both lists, every page),
 * then the deposits still on their way. The run's start becomes the next run's increment, so a
 * change made while it ran is read again rather than missed. A failure is kept for the screens.
 */
export const syncOrganization = async (ctx: AppContext, orgId: string) => {
  const { db } = ctx.database;
  const connection = await db
    .selectFrom('chorus_connections')
    .select(['org_id', 'customer_id', 'synced_until'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!connection) return;
  const startedAt = new Date();
  try {
    const { chorus } = await chorusOf(ctx, orgId);
    const since = connection.synced_until?.toISOString();
    await followPages(
      (query) => chorus.searchSent(query),
      since,
      (invoices) => keepPage(db, connection, 'SENT', invoices),
    );
    await followPages(
      (query) => chorus.searchReceived(query),
      since,
      (invoices) => keepPage(db, connection, 'RECEIVED', invoices),
    );
    await followDeposits(db, chorus, connection);
    await db
      .updateTable('chorus_connections')
      .set({ synced_until: startedAt, sync_error: null })
      .where('org_id', '=', orgId)
      .execute();
  } catch (error) {
    await db
      .updateTable('chorus_connections')
      .set({ sync_error: error instanceof Error ? error.message.slice(0, 500) : 'sync failed' })
      .where('org_id', '=', orgId)
      .execute();
    throw error;
  }
};
