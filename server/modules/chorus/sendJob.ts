import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { TInvoiceMeta } from '../../../common/schemas/chorusInvoice';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { declareJob } from '../../jobs/declaration';
import { sendInTransaction } from '../../jobs/inTransaction';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { chorusOf } from './connections';
import { makeFacturXFile } from './invoiceFiles';
import { ChorusError, type FluxSyntax } from './piste/chorusPro';

export const CHORUS_SEND = 'chorus.send';
export type ChorusSendJob = { invoiceId: string; sendAs: 'FACTURX' | 'PDF' };

/** Queues an invoice's sending in the caller's transaction, once; retried with backoff while Chorus is away. */
export const queueChorusSend = (trx: Kysely<DB>, boss: PgBoss, job: ChorusSendJob) =>
  sendInTransaction(trx, boss, CHORUS_SEND, job, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    singletonKey: `${CHORUS_SEND}:${job.invoiceId}`,
  });

const SYNTAX: Record<'FACTURX' | 'UBL' | 'CII', FluxSyntax> = {
  FACTURX: 'IN_DP_E2_CII_FACTURX',
  UBL: 'IN_DP_E2_UBL_INVOICE_MIN',
  CII: 'IN_DP_E2_CII_MIN_16B',
};

const failed = (ctx: AppContext, invoiceId: string, errors: { code: string; message: string }[]) =>
  ctx.database.db
    .updateTable('chorus_invoices')
    .set({ delivery: 'FAILED', delivery_errors: JSON.stringify(errors), updated_at: new Date() })
    .where('id', '=', invoiceId)
    .execute();

/**
 * Hands a validated invoice to Chorus: an electronic invoice as a flux; a plain PDF as a Factur-X
 * made of it and its metadata, or, when the buyer refuses Factur-X, as the PDF with its metadata
 * (`soumettre`). Chorus refusing it marks it FAILED with Chorus' words; Chorus away is retried.
 * A deposit number already kept means an earlier try got through: it is not sent twice.
 */
const sendInvoice = async (ctx: AppContext, { invoiceId, sendAs }: ChorusSendJob) => {
  const { db } = ctx.database;
  const invoice = await db.selectFrom('chorus_invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice || invoice.delivery !== 'QUEUED' || invoice.deposit_number || !invoice.file_key) return;
  const meta = invoice.meta as TInvoiceMeta;
  const { chorus, supplierStructureId } = await chorusOf(ctx, invoice.org_id);
  const bytes = await readVerifiedBytes(ctx.blobs, invoice.file_key);
  const name = invoice.file_name ?? 'invoice.pdf';
  try {
    if (invoice.format === 'PDF' && sendAs === 'PDF') {
      const { attachmentId } = await chorus.addAttachment({ name, bytes, mimeType: 'application/pdf' });
      const { invoiceId: chorusId } = await chorus.submit({
        attachmentId,
        supplierStructureId,
        meta,
      });
      await db
        .updateTable('chorus_invoices')
        .set({ delivery: 'DEPOSITED', chorus_id: chorusId, updated_at: new Date() })
        .where('id', '=', invoiceId)
        .execute();
      return;
    }
    const facturX = invoice.format === 'PDF' ? await makeFacturXFile(ctx, bytes, meta) : bytes;
    const syntax = SYNTAX[invoice.format === 'PDF' ? 'FACTURX' : invoice.format];
    const { depositNumber } = await chorus.depositFlux({ name, bytes: facturX, syntax });
    await db
      .updateTable('chorus_invoices')
      .set({ delivery: 'DEPOSITED', deposit_number: depositNumber, updated_at: new Date() })
      .where('id', '=', invoiceId)
      .execute();
  } catch (error) {
    if (error instanceof ChorusError && error.kind !== 'UNAVAILABLE')
      return await failed(ctx, invoiceId, [{ code: String(error.codeRetour ?? error.kind), message: error.libelle }]);
    throw error;
  }
};

export const chorusSendJob = declareJob<ChorusSendJob>({
  queue: CHORUS_SEND,
  work: (ctx, job) => sendInvoice(ctx, job.data),
  // Chorus away for every try: the user sees it failed, and may validate it again.
  lastFailure: (ctx, job) =>
    failed(ctx, job.data.invoiceId, [{ code: 'UNAVAILABLE', message: 'Chorus Pro could not be reached' }]),
});
