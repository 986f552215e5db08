import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { CollectorAccountTable } from '../../db/schema';
import { CONNECTORS } from './connectors';
import { checkedAddress } from './connectors/checkedAddress';
import { CollectorError, type Connection, type RemoteItem } from './connectors/connector';
import { fileBatch, knownItems, remoteKeyOf, type ItemOutcome, type ItemSource, type ReadItem } from './fileBatch';
import type { LeasedSubscription } from './lease';

export type Totals = { collected: number; duplicates: number; refused: number };

/** Items filed per transaction, and the bytes read into memory before they are: whichever comes first. */
const BATCH_ITEMS = 25;
const BATCH_BYTES = 32 * 1024 * 1024;

/** Items by the unit the remote acknowledges (a message and its attachments), in the remote's order. */
const byUnit = (items: RemoteItem[]) => {
  const units = new Map<string, RemoteItem[]>();
  for (const item of items) units.set(item.unit, [...(units.get(item.unit) ?? []), item]);
  return [...units.values()];
};

/** The next whole units up to BATCH_ITEMS items (one unit at least, however many it holds). */
const nextUnits = (units: RemoteItem[][]) => {
  const taken: RemoteItem[][] = [];
  for (let count = 0; units.length > 0 && (taken.length === 0 || count + units[0]!.length <= BATCH_ITEMS);) {
    const unit = units.shift()!;
    taken.push(unit);
    count += unit.length;
  }
  return taken;
};

/** An item's bytes, or why it is refused when it is larger than a document may be. */
const readItem = async (connection: Connection, item: RemoteItem, maxBytes: number): Promise<ReadItem> => {
  try {
    return { item, bytes: await connection.download(item, maxBytes) };
  } catch (error) {
    if (error instanceof CollectorError && error.kind === 'TOO_LARGE') return { item, refusal: 'too_large' };
    throw error;
  }
};

type Batch = { units: RemoteItem[][]; known: Map<string, string>; read: ReadItem[] };

/**
 * Opens one account and reads it, a batch at a time: the batch's items the ledger does not know
 * are read from the remote (up to BATCH_BYTES), then filed in one transaction (fileBatch) while
 * the next batch is read; once a batch is committed, each message or file whose items are all in
 * the safe is moved (or flagged) at the remote and the ledger says so. One refused stays where it
 * is, for the user to see. A crash between a commit and its move leaves items the next run finds
 * known: they are only moved then. Adds what it filed to `totals`.
 */
export const collectAccount = async (
  ctx: AppContext,
  subscription: LeasedSubscription,
  account: Selectable<CollectorAccountTable>,
  runId: string,
  totals: Totals,
) => {
  const { db } = ctx.database;
  const connection = await CONNECTORS[subscription.collector_id].connect({
    host: account.host,
    address: await checkedAddress(ctx.config.outbound, account.host),
    port: account.port,
    tls: account.tls,
    login: account.login,
    password: ctx.secrets.open(account.password_enc),
    folder: account.folder,
    namePattern: account.name_pattern,
    sender: account.sender,
    subject: account.subject,
    maxAgeDays: account.max_age_days,
    processedFolder: account.processed_folder,
    hostKey: account.host_key,
  });
  // The first connection pins the server's key: a later impostor is refused before it sees the password.
  if (account.host_key === null && connection.hostKey !== null)
    await db
      .updateTable('collector_accounts')
      .set({ host_key: connection.hostKey })
      .where('id', '=', account.id)
      .execute();
  const source: ItemSource = {
    accountId: account.id,
    login: account.login,
    host: account.host,
    port: account.port,
    runId,
  };
  const keyOf = (item: RemoteItem) => remoteKeyOf(source, item);

  const readBatch = async (waiting: RemoteItem[][]): Promise<Batch> => {
    let units = nextUnits(waiting);
    const known = await knownItems(db, subscription.id, units.flat().map(keyOf));
    const read: ReadItem[] = [];
    let bytes = 0;
    for (const [index, unit] of units.entries()) {
      // Past the memory budget, the rest of the batch waits for the next one.
      if (bytes >= BATCH_BYTES) {
        waiting.unshift(...units.slice(index));
        units = units.slice(0, index);
        break;
      }
      for (const item of unit) {
        if (known.has(keyOf(item))) continue;
        const one = await readItem(connection, item, ctx.config.documents.maxBytes);
        if ('bytes' in one) bytes += one.bytes.length;
        read.push(one);
      }
    }
    return { units, known, read };
  };

  const settle = async ({ units, known, read }: Batch, outcomes: ItemOutcome[]) => {
    const status = new Map(known);
    for (const [index, outcome] of outcomes.entries()) {
      status.set(keyOf(read[index]!.item), outcome.status);
      if (!outcome.fresh) continue;
      if (outcome.status === 'COLLECTED') totals.collected += 1;
      else if (outcome.status === 'DUPLICATE') totals.duplicates += 1;
      else totals.refused += 1;
    }
    const settled = units.filter((unit) => unit.every((item) => status.get(keyOf(item)) !== 'REFUSED'));
    if (settled.length === 0) return;
    await connection.acknowledge(settled.map((unit) => unit[0]!.unit));
    await db
      .updateTable('collector_items')
      .set({ acknowledged_at: new Date() })
      .where('subscription_id', '=', subscription.id)
      .where('acknowledged_at', 'is', null)
      .where('remote_key', 'in', settled.flat().map(keyOf))
      .execute();
  };

  let filing: { batch: Batch; outcomes: Promise<ItemOutcome[]> } | null = null;
  try {
    const waiting = byUnit(await connection.list());
    while (waiting.length > 0) {
      const batch = await readBatch(waiting);
      if (filing) await settle(filing.batch, await filing.outcomes);
      filing = { batch, outcomes: fileBatch(ctx, subscription, source, batch.read) };
      // Heard at once, awaited in turn: a failure while the next batch is read is not unhandled.
      filing.outcomes.catch(() => undefined);
    }
    if (filing) await settle(filing.batch, await filing.outcomes);
  } catch (error) {
    // The batch being filed ends (committed or not) before the run reports: nothing is left writing.
    await filing?.outcomes.catch(() => undefined);
    throw error;
  } finally {
    await connection.close().catch(() => undefined);
  }
};
