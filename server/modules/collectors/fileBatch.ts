import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { collectorOf, type ItemStatus } from '../../../common/collectors';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import type { DB } from '../../db/schema';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { uuids } from '../../db/uuids';
import { writeDeposits, type Deposit } from '../documentFiles/deposit';
import type { RemoteItem } from './connectors/connector';
import type { LeasedSubscription } from './lease';

const SYSTEM = { userId: null, ip: null, userAgent: null };

/** The account items come from, as the ledger and the safe name it. */
export type ItemSource = { accountId: string; login: string; host: string; port: number; runId: string };

/** An item read from the remote: its bytes, or why it is refused (not a PDF, too large). */
export type ReadItem = { item: RemoteItem; bytes: Buffer } | { item: RemoteItem; refusal: string };

/** What became of one item: `fresh` when this run decided it, not an earlier one. */
export type ItemOutcome = { status: ItemStatus; fresh: boolean };

/** The ledger's key of an item: the account as the remote knows it, then the item's own key there. */
export const remoteKeyOf = (source: ItemSource, item: RemoteItem) =>
  `${source.login}@${source.host}:${source.port}|${item.key}`;

/** What the ledger already says of these items, by remote key: an earlier run met them. */
export const knownItems = async (db: Kysely<DB>, subscriptionId: string, remoteKeys: string[]) => {
  if (remoteKeys.length === 0) return new Map<string, ItemStatus>();
  const rows = await db
    .selectFrom('collector_items')
    .select(['remote_key', 'status'])
    .where('subscription_id', '=', subscriptionId)
    .where('remote_key', 'in', remoteKeys)
    .execute();
  return new Map(rows.map((row) => [row.remote_key, row.status]));
};

type Checked =
  | { item: RemoteItem; refusal: string; sha256: string | null }
  | { item: RemoteItem; bytes: Buffer; sha256: string; pages: number; blobKey: string };

/** Checks a read item is a PDF (on a PDF worker thread, with its budget) and stores its blob. */
const checkAndStore = async (ctx: AppContext, read: ReadItem): Promise<Checked> => {
  if ('refusal' in read) return { ...read, sha256: null };
  const sha256 = createHash('sha256').update(read.bytes).digest('hex');
  try {
    const { pages } = await checkPdf(ctx.pdf, read.bytes);
    return { item: read.item, bytes: read.bytes, sha256, pages, blobKey: await ctx.blobs.put(read.bytes) };
  } catch (error) {
    if (error instanceof PdfRefused) return { item: read.item, refusal: error.message, sha256 };
    throw error;
  }
};

/**
 * In the caller's transaction: claims each item's ledger key (a key some run claimed already is
 * not this run's to file), then files the claimed PDFs whose bytes the subscription does not hold
 * yet as documents, and the others as DUPLICATEs of the document that holds them; a statement or
 * two for the whole batch, not one per item.
 */
const fileChecked = async (
  trx: Kysely<DB>,
  ctx: AppContext,
  subscription: LeasedSubscription,
  source: ItemSource,
  checked: Checked[],
): Promise<ItemOutcome[]> => {
  if (checked.length === 0) return [];
  const keys = checked.map((one) => remoteKeyOf(source, one.item));
  const claimed = await trx
    .insertInto('collector_items')
    .values(
      checked.map((one, index) => ({
        subscription_id: subscription.id,
        // The account may have been removed while this run worked: the row then names none.
        account_id: trx.selectFrom('collector_accounts').select('id').where('id', '=', source.accountId),
        run_id: source.runId,
        remote_key: keys[index]!,
        login: source.login,
        remote_name: storedFileName(one.item.name, 'document.pdf'),
        status: 'refusal' in one ? ('REFUSED' as const) : ('COLLECTED' as const),
        sha256: one.sha256,
        error: 'refusal' in one ? one.refusal : null,
      })),
    )
    .onConflict((oc) => oc.columns(['subscription_id', 'remote_key']).doNothing())
    .returning(['id', 'remote_key'])
    .execute();
  const claimedId = new Map(claimed.map((row) => [row.remote_key, row.id]));
  const fresh = checked.flatMap((one, index) =>
    'blobKey' in one && claimedId.has(keys[index]!) ? [{ ...one, itemId: claimedId.get(keys[index]!)! }] : [],
  );
  // Bytes the subscription filed before this batch, or earlier in it: the first holder's document.
  const held = new Map<string, string | null>();
  if (fresh.length > 0) {
    const earlier = await trx
      .selectFrom('collector_items')
      .select(['sha256', 'document_id'])
      .where('subscription_id', '=', subscription.id)
      .where('status', '=', 'COLLECTED')
      .where('document_id', 'is not', null)
      .where(
        'sha256',
        'in',
        fresh.map((one) => one.sha256),
      )
      .execute();
    for (const row of earlier) held.set(row.sha256!, row.document_id);
  }
  const deposits: Deposit[] = [];
  const depositOf: (typeof fresh)[number][] = [];
  const duplicates: { itemId: string; sha256: string }[] = [];
  for (const one of fresh) {
    if (held.has(one.sha256)) {
      duplicates.push(one);
      continue;
    }
    held.set(one.sha256, null);
    const remoteName = storedFileName(one.item.name, 'document.pdf');
    const account = `${source.login}@${source.host}:${source.port}`;
    depositOf.push(one);
    deposits.push({
      values: {
        customer_id: subscription.customer_id,
        org_id: subscription.org_id,
        doc_type: subscription.doc_type,
        employee_id: null,
        third_party_id: null,
        // The source, among the indexes the details pane shows and the rules' metadata criteria read.
        metadata: JSON.stringify({
          collector: `${collectorOf(subscription.collector_id).name} · ${subscription.name}`,
          collectorAccount: account,
          remoteName,
        }),
        file_name: remoteName,
        blob_key: one.blobKey,
        size: one.bytes.length,
        pages: one.pages,
        sender_user_id: null,
        sender_name: subscription.name,
      },
      detail: {
        collector: { subscriptionId: subscription.id, collectorId: subscription.collector_id, account, remoteName },
      },
    });
  }
  const documentIds = await writeDeposits(trx, ctx.boss, deposits, SYSTEM);
  depositOf.forEach((one, index) => held.set(one.sha256, documentIds[index]!));
  const links = [
    ...depositOf.map((one, index) => ({ id: one.itemId, status: 'COLLECTED', document: documentIds[index]! })),
    ...duplicates.map((one) => ({ id: one.itemId, status: 'DUPLICATE', document: held.get(one.sha256)! })),
  ];
  if (links.length > 0)
    await sql`
      update collector_items set status = link.status, document_id = link.document
      from unnest(${uuids(links.map((link) => link.id))}, ${sql.val(links.map((link) => link.status))}::text[],
        ${uuids(links.map((link) => link.document))}) as link(id, status, document)
      where collector_items.id = link.id
    `.execute(trx);
  // Counted with the documents, so that the count stays exact whatever run dies where.
  if (deposits.length > 0)
    await trx
      .updateTable('collector_subscriptions')
      .set((eb) => ({ collected: eb('collected', '+', deposits.length) }))
      .where('id', '=', subscription.id)
      .execute();
  const duplicateIds = new Set(duplicates.map((one) => one.itemId));
  return checked.map((one, index): ItemOutcome => {
    const id = claimedId.get(keys[index]!);
    if ('refusal' in one) return { status: 'REFUSED', fresh: id !== undefined };
    if (id === undefined) return { status: 'COLLECTED', fresh: false };
    return { status: duplicateIds.has(id) ? 'DUPLICATE' : 'COLLECTED', fresh: true };
  });
};

/**
 * Files a batch of items read from one account, once: each is checked and its blob stored (in
 * parallel, on the PDF threads), then ONE transaction writes every item's ledger row with its
 * document, and the subscription's count. The ledger's key is unique, so an item met again (a
 * crash before the remote was told, a run retried) is known and never filed twice; the same
 * bytes under another key are a DUPLICATE of the first document. Answers each item's outcome,
 * in the batch's order.
 */
export const fileBatch = async (
  ctx: AppContext,
  subscription: LeasedSubscription,
  source: ItemSource,
  batch: ReadItem[],
): Promise<ItemOutcome[]> => {
  const checked = await Promise.all(batch.map((read) => checkAndStore(ctx, read)));
  const outcomes = await ctx.database.db
    .transaction()
    .execute((trx) => fileChecked(trx, ctx, subscription, source, checked));
  await putBackIfSwept(
    ctx.blobs,
    checked.flatMap((one) => ('blobKey' in one ? [{ key: one.blobKey, bytes: one.bytes }] : [])),
  );
  return outcomes;
};
