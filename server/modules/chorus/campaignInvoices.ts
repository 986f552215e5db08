import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { invoiceColumnsOf } from './invoiceColumns';
import { readInvoiceFile } from './invoiceFiles';
import { queueChorusSend } from './sendJob';

/** A Chorus campaign's file: its name as kept, its blob and its bytes. */
export type CampaignInvoiceFile = { name: string; key: string; bytes: Buffer };

/** Whether the organisation has a Chorus connection, without which a Chorus campaign cannot be made. */
export const hasChorusConnection = async (ctx: AppContext, orgId: string) =>
  (await ctx.database.db
    .selectFrom('chorus_connections')
    .select('org_id')
    .where('org_id', '=', orgId)
    .executeTakeFirst()) !== undefined;

/**
 * Each file of a Chorus campaign read as an invoice on a worker thread (a Factur-X's XML prefills
 * its metadata), before the campaign's transaction; one that cannot be read is a 400 naming it.
 */
export const readCampaignInvoices = async (ctx: AppContext, files: CampaignInvoiceFile[]) => {
  const read = [];
  for (const file of files) read.push(await readInvoiceFile(ctx, file.bytes, file.name));
  return read;
};

/** The campaign's invoices, in its transaction: one draft per file, waiting for its metadata. */
export const writeCampaignInvoices = async (
  trx: Kysely<DB>,
  campaign: { id: string; customerId: string; orgId: string; createdBy: string },
  files: CampaignInvoiceFile[],
  read: Awaited<ReturnType<typeof readCampaignInvoices>>,
) => {
  await trx
    .insertInto('chorus_invoices')
    .values(
      files.map((file, index) => ({
        customer_id: campaign.customerId,
        org_id: campaign.orgId,
        campaign_id: campaign.id,
        side: 'SENT' as const,
        format: read[index]!.format,
        delivery: 'DRAFT' as const,
        file_key: file.key,
        file_name: file.name,
        created_by: campaign.createdBy,
        ...invoiceColumnsOf(read[index]!.partial),
      })),
    )
    .execute();
};

/**
 * A validated Chorus campaign's dispatch, in its transaction: each READY invoice queued for
 * Chorus as it was validated (its sending then followed in the sent list). Answers how many.
 */
export const depositCampaignInvoices = async (ctx: AppContext, trx: Kysely<DB>, campaignId: string) => {
  const queued = await trx
    .updateTable('chorus_invoices')
    .set({ delivery: 'QUEUED', updated_at: new Date() })
    .where('campaign_id', '=', campaignId)
    .where('delivery', '=', 'READY')
    .returning(['id', 'send_as'])
    .execute();
  for (const invoice of queued)
    await queueChorusSend(trx, ctx.boss, { invoiceId: invoice.id, sendAs: invoice.send_as ?? 'FACTURX' });
  return queued.length;
};
