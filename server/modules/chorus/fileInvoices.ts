import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import type { ChorusInvoiceTable } from '../../db/schema';
import { declareJob } from '../../jobs/declaration';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { writeDeposit } from '../documentFiles/deposit';
import { chorusOf } from './connections';
import { ChorusError, type ChorusPro } from './piste/chorusPro';

export const CHORUS_FILE = 'chorus.file';

/** Invoices read per statement, and filed per run at most: the next sync's run goes on. */
const BATCH = 25;
const PER_RUN = 500;
const SYSTEM = { userId: null, ip: null, userAgent: null };

type Invoice = Selectable<ChorusInvoiceTable>;

/** The PDF that is the invoice: the one sent from here when it was one, else Chorus' own. */
const invoicePdf = async (ctx: AppContext, chorus: ChorusPro, invoice: Invoice) => {
  if (invoice.file_key && (invoice.format === 'PDF' || invoice.format === 'FACTURX'))
    return readVerifiedBytes(ctx.blobs, invoice.file_key);
  return Buffer.from(await chorus.download(Number(invoice.chorus_id)));
};

/** What the safe's metadata keeps of an invoice, for its filters and the rules' metadata criteria. */
const metadataOf = (invoice: Invoice) =>
  Object.fromEntries(
    Object.entries({
      supplier: invoice.supplier_name,
      supplierSiret: invoice.supplier_siret,
      buyer: invoice.buyer_name,
      buyerSiret: invoice.buyer_siret,
      totalExclTax: invoice.total_excl_tax,
      totalInclTax: invoice.total_incl_tax,
      netPayable: invoice.net_payable,
      currency: invoice.currency,
      chorusId: invoice.chorus_id,
    }).filter((entry): entry is [string, string] => entry[1] !== null),
  );

/** A received invoice's name in the safe: its number, whose slashes (IC/2026/031) are no folders. */
const fileNameOf = (invoice: Invoice) =>
  storedFileName(`facture-${String(invoice.number ?? invoice.chorus_id).replace(/[\\/]/g, '-')}.pdf`, 'facture.pdf');

const fileOne = async (ctx: AppContext, chorus: ChorusPro, invoice: Invoice) => {
  const { db } = ctx.database;
  const bytes = await invoicePdf(ctx, chorus, invoice);
  const { pages } = await checkPdf(ctx.pdf, bytes);
  const key = await ctx.blobs.put(bytes);
  const sender =
    invoice.side === 'RECEIVED' || !invoice.created_by
      ? { id: null, name: invoice.side === 'RECEIVED' ? invoice.supplier_name : null }
      : await db
          .selectFrom('users')
          .select(['id', sql<string>`trim(first_name || ' ' || name)`.as('name')])
          .where('id', '=', invoice.created_by)
          .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    // Filed once, whatever runs meet on it.
    const still = await trx
      .selectFrom('chorus_invoices')
      .select('id')
      .where('id', '=', invoice.id)
      .where('document_id', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!still) return;
    const documentId = await writeDeposit(
      trx,
      ctx.boss,
      {
        customer_id: invoice.customer_id,
        org_id: invoice.org_id,
        doc_type: 'FACT',
        employee_id: null,
        third_party_id: null,
        metadata: JSON.stringify(metadataOf(invoice)),
        file_name: invoice.file_name ?? fileNameOf(invoice),
        blob_key: key,
        size: bytes.length,
        pages,
        invoice_number: invoice.number,
        invoice_date: invoice.issue_date?.toISOString().slice(0, 10) ?? null,
        sender_user_id: sender?.id ?? null,
        sender_name: sender?.name ?? null,
      },
      SYSTEM,
      { chorusInvoiceId: invoice.id },
    );
    await trx.updateTable('chorus_invoices').set({ document_id: documentId }).where('id', '=', invoice.id).execute();
  });
  await putBackIfSwept(ctx.blobs, [{ key, bytes }]);
};

/**
 * Files in the safe, as documents of type FACT, the organisation's invoices Chorus knows and the
 * safe does not hold yet, sent or received: their organisation, number, date and amounts as its
 * indexes, seen under the same rules as any document. A PDF Chorus will not give or mupdf refuses
 * keeps why; Chorus away fails the run, retried by the job.
 */
export const fileOrganizationInvoices = async (ctx: AppContext, orgId: string) => {
  const { db } = ctx.database;
  const { chorus } = await chorusOf(ctx, orgId);
  for (let filed = 0; filed < PER_RUN; filed += BATCH) {
    const invoices = await db
      .selectFrom('chorus_invoices')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('document_id', 'is', null)
      .where('chorus_id', 'is not', null)
      .where('filing_error', 'is', null)
      .orderBy('created_at')
      .limit(BATCH)
      .execute();
    for (const invoice of invoices) {
      try {
        await fileOne(ctx, chorus, invoice);
      } catch (error) {
        const refused =
          error instanceof PdfRefused
            ? error.message
            : error instanceof ChorusError && error.kind !== 'UNAVAILABLE'
              ? error.libelle
              : null;
        if (refused === null) throw error;
        await db.updateTable('chorus_invoices').set({ filing_error: refused }).where('id', '=', invoice.id).execute();
      }
    }
    if (invoices.length < BATCH) return;
  }
};

export const chorusFileJob = declareJob<{ orgId: string }>({
  queue: CHORUS_FILE,
  work: (ctx, job) => fileOrganizationInvoices(ctx, job.data.orgId),
});
