import type { z } from 'zod';
import type { ZChorusValidation } from '../../../common/schemas/chorus';
import type { TInvoiceMeta, TInvoiceViolation } from '../../../common/schemas/chorusInvoice';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { sendInTransaction } from '../../jobs/inTransaction';
import { AppError, notFound } from '../../http/errors';
import { chorusFailure, chorusOf } from './connections';
import { checkEn16931 } from './einvoice/checkEn16931';
import { invoiceColumnsOf } from './invoiceColumns';
import { findVisibleInvoice } from './queries';
import { CHORUS_SEND, type ChorusSendJob } from './sendJob';
import type { ChorusPro } from './piste/chorusPro';

/** What the buyer's structure asks beside EN 16931: to exist in Chorus, a service code, a commitment number. */
const structureViolations = async (chorus: ChorusPro, meta: TInvoiceMeta): Promise<TInvoiceViolation[]> => {
  if (!meta.buyer.siret) return [];
  const structure = await chorus.structureBySiret(meta.buyer.siret).catch((error: unknown) => {
    throw chorusFailure(error);
  });
  if (!structure)
    return [{ rule: 'CHORUS-STRUCTURE', field: 'buyer.siret', message: 'Chorus Pro knows no such structure' }];
  return [
    ...(structure.serviceCodeRequired && !meta.serviceCode
      ? [{ rule: 'CHORUS-SERVICE', field: 'serviceCode', message: 'The structure requires a service code' }]
      : []),
    ...(structure.commitmentNumberRequired && !meta.commitmentNumber
      ? [
          {
            rule: 'CHORUS-COMMITMENT',
            field: 'commitmentNumber',
            message: 'The structure requires a commitment number',
          },
        ]
      : []),
  ];
};

/**
 * `POST doc/{id}/chorusValidation`: a draft's metadata checked (EN 16931, then what the buyer's
 * structure asks), kept, and the invoice queued for Chorus. A broken rule is a 400 whose `fields`
 * name each field with its rule, for the spec's "not validated" message.
 */
export const validateInvoice = async (
  ctx: AppContext,
  caller: Access,
  id: string,
  { metaDatas: meta, sendAs }: z.infer<typeof ZChorusValidation>,
) => {
  const { db } = ctx.database;
  const invoice = await findVisibleInvoice(db, caller, id);
  if (!invoice || invoice.side !== 'SENT') throw notFound('Invoice');
  if (invoice.delivery !== 'DRAFT' && invoice.delivery !== 'FAILED')
    throw new AppError(409, 'CONFLICT', 'This invoice was already sent', { id: 'chorus_already_sent' });
  const { chorus } = await chorusOf(ctx, invoice.org_id);
  const violations = [...checkEn16931(meta, { chorus: true }), ...(await structureViolations(chorus, meta))];
  if (violations.length > 0)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      "Le document n'a pas été validé, veuillez vérifier les informations saisies",
      Object.fromEntries(violations.map((violation) => [violation.field ?? 'metaDatas', violation.rule])),
    );
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chorus_invoices')
      .set({
        ...invoiceColumnsOf(meta),
        meta: JSON.stringify(meta),
        delivery: 'QUEUED',
        delivery_errors: '[]',
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const job: ChorusSendJob = { invoiceId: id, sendAs };
    await sendInTransaction(trx, ctx.boss, CHORUS_SEND, job, {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      singletonKey: `${CHORUS_SEND}:${id}`,
    });
  });
  return { invoiceId: id, violations: [] };
};
