import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { writeDeposit } from '../documentFiles/deposit';
import { collectorOf, type ItemStatus } from '../../../common/collectors';
import { CollectorError, type Connection, type RemoteItem } from './connectors/connector';
import type { LeasedSubscription } from './lease';

const SYSTEM = { userId: null, ip: null, userAgent: null };

/** The account an item comes from, as the ledger and the safe name it. */
export type ItemSource = { accountId: string; login: string; host: string; port: number; runId: string };

/** What became of one item: `fresh` when this run decided it, not an earlier one. */
export type ItemOutcome = { status: ItemStatus; fresh: boolean };

const sourceKeyOf = (source: ItemSource) => `${source.login}@${source.host}:${source.port}`;

/** The ledger's row of an item, when some run met it already. */
const knownStatus = async (ctx: AppContext, subscriptionId: string, remoteKey: string) =>
  ctx.database.db
    .selectFrom('collector_items')
    .select('status')
    .where('subscription_id', '=', subscriptionId)
    .where('remote_key', '=', remoteKey)
    .executeTakeFirst();

const ledgerRow = (subscription: LeasedSubscription, source: ItemSource, remoteKey: string, item: RemoteItem) => ({
  subscription_id: subscription.id,
  // The account may have been removed while this run worked: the row then names none.
  account_id: source.accountId,
  run_id: source.runId,
  remote_key: remoteKey,
  login: source.login,
  remote_name: storedFileName(item.name, 'document.pdf'),
});

const refuse = async (
  ctx: AppContext,
  subscription: LeasedSubscription,
  source: ItemSource,
  remoteKey: string,
  item: RemoteItem,
  error: string,
  sha256: string | null,
) => {
  await ctx.database.db
    .insertInto('collector_items')
    .values({ ...ledgerRow(subscription, source, remoteKey, item), status: 'REFUSED', error, sha256 })
    .onConflict((oc) => oc.columns(['subscription_id', 'remote_key']).doNothing())
    .execute();
  return { status: 'REFUSED' as const, fresh: true };
};

/**
 * Reads one remote item into the safe, once: its ledger row and its document are written in one
 * transaction, so an item met again (a crash before the remote was told, a run retried) is known
 * and not filed twice; the same bytes met under another key are a DUPLICATE of the first document.
 * Not a PDF, or over the size budget: REFUSED with its cause, not read again.
 */
export const collectItem = async (
  ctx: AppContext,
  subscription: LeasedSubscription,
  source: ItemSource,
  connection: Connection,
  item: RemoteItem,
): Promise<ItemOutcome> => {
  const { db } = ctx.database;
  const remoteKey = `${sourceKeyOf(source)}|${item.key}`;
  const known = await knownStatus(ctx, subscription.id, remoteKey);
  if (known) return { status: known.status, fresh: false };

  let bytes: Buffer;
  try {
    bytes = await connection.download(item, ctx.config.documents.maxBytes);
  } catch (error) {
    if (error instanceof CollectorError && error.kind === 'TOO_LARGE')
      return refuse(ctx, subscription, source, remoteKey, item, 'too_large', null);
    throw error;
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let pages: number;
  try {
    ({ pages } = await checkPdf(ctx.pdf, bytes));
  } catch (error) {
    if (error instanceof PdfRefused) return refuse(ctx, subscription, source, remoteKey, item, error.message, sha256);
    throw error;
  }
  const key = await ctx.blobs.put(bytes);
  const row = ledgerRow(subscription, source, remoteKey, item);
  const outcome = await db.transaction().execute(async (trx): Promise<ItemOutcome> => {
    const inserted = await trx
      .insertInto('collector_items')
      .values({
        ...row,
        account_id: trx.selectFrom('collector_accounts').select('id').where('id', '=', source.accountId),
        status: 'COLLECTED',
        sha256,
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'remote_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { status: 'COLLECTED', fresh: false };
    const twin = await trx
      .selectFrom('collector_items')
      .select('document_id')
      .where('subscription_id', '=', subscription.id)
      .where('sha256', '=', sha256)
      .where('status', '=', 'COLLECTED')
      .where('id', '<>', inserted.id)
      .executeTakeFirst();
    if (twin) {
      await trx
        .updateTable('collector_items')
        .set({ status: 'DUPLICATE', document_id: twin.document_id })
        .where('id', '=', inserted.id)
        .execute();
      return { status: 'DUPLICATE', fresh: true };
    }
    const documentId = await writeDeposit(
      trx,
      ctx.boss,
      {
        customer_id: subscription.customer_id,
        org_id: subscription.org_id,
        doc_type: subscription.doc_type,
        employee_id: null,
        third_party_id: null,
        // The source, among the indexes the details pane shows and the rules' metadata criteria read.
        metadata: JSON.stringify({
          collector: `${collectorOf(subscription.collector_id).name} · ${subscription.name}`,
          collectorAccount: sourceKeyOf(source),
          remoteName: row.remote_name,
        }),
        file_name: row.remote_name,
        blob_key: key,
        size: bytes.length,
        pages,
        sender_user_id: null,
        sender_name: subscription.name,
      },
      SYSTEM,
      {
        collector: {
          subscriptionId: subscription.id,
          collectorId: subscription.collector_id,
          account: sourceKeyOf(source),
          remoteName: row.remote_name,
        },
      },
    );
    await trx.updateTable('collector_items').set({ document_id: documentId }).where('id', '=', inserted.id).execute();
    return { status: 'COLLECTED', fresh: true };
  });
  if (outcome.fresh) await putBackIfSwept(ctx.blobs, [{ key, bytes }]);
  return outcome;
};
