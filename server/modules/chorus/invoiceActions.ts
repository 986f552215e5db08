import { portalStatusOf } from '../../../common/chorusStatuses';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { ChorusInvoiceSide } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { chorusFailure, chorusOf } from './connections';
import { describeInvoice, findVisibleInvoice } from './queries';

/** An invoice of the caller's, on this side, that Chorus knows (it has its id). */
const chorusInvoice = async (ctx: AppContext, caller: Access, id: string, side: ChorusInvoiceSide) => {
  const invoice = await findVisibleInvoice(ctx.database.db, caller, id);
  if (!invoice || invoice.side !== side) throw notFound('Invoice');
  if (invoice.chorus_id === null)
    throw new AppError(409, 'CONFLICT', 'Chorus Pro does not know this invoice yet', { id: 'chorus_not_deposited' });
  return { invoice, chorusId: Number(invoice.chorus_id) };
};

const keepStatus = (ctx: AppContext, id: string, code: string, comment: string | null) =>
  ctx.database.db
    .updateTable('chorus_invoices')
    .set({
      chorus_status: code,
      chorus_status_at: new Date(),
      chorus_comment: comment,
      portal_status: portalStatusOf(code),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();

/** An invoice with its history as Chorus tells it; the history is left out, and said so, when Chorus is away. */
export const invoiceDetail = async (ctx: AppContext, caller: Access, id: string) => {
  const invoice = await findVisibleInvoice(ctx.database.db, caller, id);
  if (!invoice) throw notFound('Invoice');
  let history: {
    status: string;
    portalStatus: ReturnType<typeof portalStatusOf>;
    at: string;
    comment: string | null;
  }[] = [];
  let historyUnavailable = false;
  if (invoice.chorus_id !== null) {
    try {
      const { chorus } = await chorusOf(ctx, invoice.org_id);
      history = (await chorus.history(Number(invoice.chorus_id))).map((entry) => ({
        ...entry,
        portalStatus: portalStatusOf(entry.status),
      }));
    } catch {
      historyUnavailable = true;
    }
  }
  return {
    ...describeInvoice(invoice),
    history,
    historyUnavailable,
    deliveryErrors: invoice.delivery_errors,
    meta: invoice.meta,
  };
};

const CHORUS_ACTION = {
  SERVICE_DONE: 'SERVICE_FAIT',
  REJECTED: 'REJETEE',
  SUSPENDED: 'SUSPENDUE',
  ACCOUNTING_AVAILABILITY: 'MISE_A_DISPOSITION_COMPTABLE',
} as const;

/** A received invoice's processing (`traiter/recue`); rejecting or suspending needs a reason. */
export const processReceived = async (
  ctx: AppContext,
  caller: Access,
  id: string,
  { action, reason }: { action: keyof typeof CHORUS_ACTION; reason: string },
) => {
  if ((action === 'REJECTED' || action === 'SUSPENDED') && !reason)
    throw new AppError(400, 'VALIDATION_ERROR', 'A reason is required to reject or suspend', { reason: 'required' });
  const { invoice, chorusId } = await chorusInvoice(ctx, caller, id, 'RECEIVED');
  const { chorus } = await chorusOf(ctx, invoice.org_id);
  const code = CHORUS_ACTION[action];
  await chorus.processReceived(chorusId, code, reason || null).catch((error: unknown) => {
    throw chorusFailure(error);
  });
  await keepStatus(ctx, id, code, reason || null);
};

/** A suspended sent invoice completed with a comment (`factures/v1/completer`): back to Chorus' processing. */
export const completeSuspended = async (ctx: AppContext, caller: Access, id: string, comment: string) => {
  const { invoice, chorusId } = await chorusInvoice(ctx, caller, id, 'SENT');
  if (invoice.portal_status !== 'SUSPENDED')
    throw new AppError(409, 'CONFLICT', 'Only a suspended invoice is completed', { id: 'chorus_not_suspended' });
  const { chorus } = await chorusOf(ctx, invoice.org_id);
  await chorus.complete(chorusId, { attachmentId: null, comment }).catch((error: unknown) => {
    throw chorusFailure(error);
  });
  await keepStatus(ctx, id, 'COMPLETEE', null);
};
