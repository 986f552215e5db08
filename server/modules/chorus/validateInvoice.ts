import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZChorusValidation } from '../../../common/schemas/chorus';
import type { TInvoiceMeta, TInvoiceViolation } from '../../../common/schemas/chorusInvoice';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { moveCampaign } from '../campaigns/transitions';
import { AppError, notFound } from '../../http/errors';
import { chorusFailure, chorusOf } from './connections';
import { checkEn16931 } from './einvoice/checkEn16931';
import { invoiceColumnsOf } from './invoiceColumns';
import { findVisibleInvoice } from './queries';
import { queueChorusSend } from './sendJob';
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

/** The last invoice of a Chorus campaign validated: the campaign waits for its own validation. */
const moveOnWhenComplete = async (trx: Kysely<DB>, campaignId: string) => {
  const drafts = await trx
    .selectFrom('chorus_invoices')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('delivery', '=', 'DRAFT')
    .limit(1)
    .execute();
  const campaign = await trx.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirst();
  if (drafts.length === 0 && campaign?.status === 'WAITING_CHORUS_INFOS')
    await moveCampaign(trx, campaignId, 'chorusInfosDone');
};

/**
 * `POST doc/{id}/chorusValidation`: a draft's metadata checked (EN 16931, then what the buyer's
 * structure asks), kept, and the invoice queued for Chorus (or, in a campaign, READY for it). A broken rule is a 400 whose `fields`
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
    // A campaign's draft waits for the campaign's validation, which deposits them all; one that
    // failed once deposited is sent again at once.
    const campaignId = invoice.delivery === 'DRAFT' ? invoice.campaign_id : null;
    await trx
      .updateTable('chorus_invoices')
      .set({
        ...invoiceColumnsOf(meta),
        meta: JSON.stringify(meta),
        delivery: campaignId ? 'READY' : 'QUEUED',
        send_as: sendAs,
        delivery_errors: '[]',
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (campaignId) await moveOnWhenComplete(trx, campaignId);
    else await queueChorusSend(trx, ctx.boss, { invoiceId: id, sendAs });
  });
  return { invoiceId: id, violations: [] };
};
