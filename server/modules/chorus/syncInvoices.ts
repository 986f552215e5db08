import type { Kysely } from 'kysely';
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

/**
 * One invoice as Chorus says it now. Already known by its Chorus id: its status moves. Sent from
 * here: found by its flux's deposit number (or, submitted as a PDF, already by its id). Otherwise it
 * was sent or received outside the portal, and is added.
 */
const keepInvoice = async (db: Kysely<DB>, connection: Connection, side: ChorusInvoiceSide, invoice: ChorusInvoice) => {
  const status = statusColumns(invoice);
  const known = await db
    .updateTable('chorus_invoices')
    .set(status)
    .where('org_id', '=', connection.org_id)
    .where('side', '=', side)
    .where('chorus_id', '=', String(invoice.id))
    .executeTakeFirst();
  if (known.numUpdatedRows > 0n) return;
  if (side === 'SENT' && invoice.depositNumber) {
    const deposited = await db
      .updateTable('chorus_invoices')
      .set({ ...status, chorus_id: invoice.id })
      .where('org_id', '=', connection.org_id)
      .where('side', '=', 'SENT')
      .where('deposit_number', '=', invoice.depositNumber)
      .where('chorus_id', 'is', null)
      .executeTakeFirst();
    if (deposited.numUpdatedRows > 0n) return;
  }
  await db
    .insertInto('chorus_invoices')
    .values({
      customer_id: connection.customer_id,
      org_id: connection.org_id,
      side,
      format: 'PDF',
      delivery: 'DEPOSITED',
      chorus_id: invoice.id,
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
      ...status,
    })
    // Two runs may meet on a new invoice: the first one keeps it.
    .onConflict((oc) =>
      oc.columns(['org_id', 'side', 'chorus_id']).where('chorus_id', 'is not', null).doUpdateSet(status),
    )
    .execute();
};

/** Every page of one side's changes since the last run. */
const followPages = async (
  search: (query: InvoiceSearch) => Promise<InvoicePage>,
  changedSince: string | undefined,
  keep: (invoice: ChorusInvoice) => Promise<void>,
) => {
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await search({ changedSince, page, pageSize: PAGE_SIZE });
    for (const invoice of found.invoices) await keep(invoice);
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
      (invoice) => keepInvoice(db, connection, 'SENT', invoice),
    );
    await followPages(
      (query) => chorus.searchReceived(query),
      since,
      (invoice) => keepInvoice(db, connection, 'RECEIVED', invoice),
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
