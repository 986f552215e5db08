import type { AccountState, RunStatus } from '../../../common/collectors';
import type { AppContext } from '../../context';
import { collectItem, type ItemSource } from './collectItem';
import { CollectorError, type RemoteItem } from './connectors/connector';
import { CONNECTORS } from './connectors';
import { keepLease, releaseLease, takeLease, type LeasedSubscription } from './lease';
import { subscriptionStateOf } from './subscriptionState';

/** A run met a remote it could not reach: the job is tried again later, with backoff. */
export class CollectorUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CollectorUnreachable';
  }
}

type Totals = { collected: number; duplicates: number; refused: number };
type AccountOutcome = { state: AccountState; error: string | null; unreachable: boolean };

type StoredAccount = Awaited<ReturnType<typeof accountsOf>>[number];

const accountsOf = (ctx: AppContext, subscriptionId: string) =>
  ctx.database.db
    .selectFrom('collector_accounts')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('position')
    .execute();

/** Items by the unit the remote acknowledges (a message and its attachments), in the remote's order. */
const byUnit = (items: RemoteItem[]) => {
  const units = new Map<string, RemoteItem[]>();
  for (const item of items) units.set(item.unit, [...(units.get(item.unit) ?? []), item]);
  return units;
};

/**
 * Reads one account: each item into the safe, then each message or file whose items are all in
 * the safe is moved (or flagged) at the remote, and the ledger says so. One refused stays where it
 * is, for the user to see. A crash between the commit and the move leaves an item the next run
 * finds known: it is only moved then.
 */
const collectAccount = async (
  ctx: AppContext,
  subscription: LeasedSubscription,
  account: StoredAccount,
  runId: string,
  totals: Totals,
) => {
  const connection = await CONNECTORS[subscription.collector_id].connect({
    host: account.host,
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
  });
  const source: ItemSource = {
    accountId: account.id,
    login: account.login,
    host: account.host,
    port: account.port,
    runId,
  };
  try {
    for (const [unit, items] of byUnit(await connection.list())) {
      let settled = true;
      for (const item of items) {
        const outcome = await collectItem(ctx, subscription, source, connection, item);
        if (outcome.status === 'REFUSED') settled = false;
        if (!outcome.fresh) continue;
        if (outcome.status === 'COLLECTED') totals.collected += 1;
        else if (outcome.status === 'DUPLICATE') totals.duplicates += 1;
        else totals.refused += 1;
      }
      if (!settled) continue;
      await connection.acknowledge(unit);
      await ctx.database.db
        .updateTable('collector_items')
        .set({ acknowledged_at: new Date() })
        .where('subscription_id', '=', subscription.id)
        .where('acknowledged_at', 'is', null)
        .where(
          'remote_key',
          'in',
          items.map((item) => `${account.login}@${account.host}:${account.port}|${item.key}`),
        )
        .execute();
    }
  } finally {
    await connection.close().catch(() => undefined);
  }
};

/** What an account's failure tells the user: wrong identifiers, or anything else with its cause. */
const outcomeOf = (error: unknown): AccountOutcome => {
  if (!(error instanceof CollectorError)) throw error;
  if (error.kind === 'WRONG_IDENTIFIERS')
    return { state: 'WRONG_IDENTIFIERS', error: error.message, unreachable: false };
  return { state: 'COLLECT_ERROR', error: error.message, unreachable: error.kind === 'UNAVAILABLE' };
};

const endRun = (ctx: AppContext, runId: string, values: Totals & { status: RunStatus; error: string | null }) =>
  ctx.database.db
    .updateTable('collector_runs')
    .set({ ...values, ended_at: new Date() })
    .where('id', '=', runId)
    .execute();

/**
 * One run of a subscription, holding it (`token`: the job's id) so that runs never overlap. Each
 * account is read in turn; its outcome is kept on it, the subscription's state follows. Answers
 * false when another run holds it or it is disabled. A remote out of reach ends the run with
 * CollectorUnreachable once the others are read, for the job's retries; the database away ends it
 * at once, and the run is done again once it is back (the ledger keeps what was collected).
 */
export const collectSubscription = async (
  ctx: AppContext,
  subscriptionId: string,
  token: string,
  trigger: 'SCHEDULE' | 'REQUEST',
): Promise<boolean> => {
  const { db } = ctx.database;
  const subscription = await takeLease(db, subscriptionId, token);
  if (!subscription) return false;
  const stopKeeping = keepLease(db, subscriptionId, token);
  const run = await db
    .insertInto('collector_runs')
    .values({ subscription_id: subscriptionId, trigger, status: 'RUNNING' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const totals: Totals = { collected: 0, duplicates: 0, refused: 0 };
  const outcomes: AccountOutcome[] = [];
  try {
    for (const account of await accountsOf(ctx, subscriptionId)) {
      const outcome = await collectAccount(ctx, subscription, account, run.id, totals).then(
        (): AccountOutcome => ({ state: 'OK', error: null, unreachable: false }),
        outcomeOf,
      );
      outcomes.push(outcome);
      await db
        .updateTable('collector_accounts')
        .set({ state: outcome.state, last_error: outcome.error, last_run_at: new Date() })
        .where('id', '=', account.id)
        .execute();
    }
    const error = outcomes.find((outcome) => outcome.error)?.error ?? null;
    await endRun(ctx, run.id, { status: error ? 'FAILED' : 'DONE', error, ...totals });
    const accounts = await db
      .selectFrom('collector_accounts')
      .select('state')
      .where('subscription_id', '=', subscriptionId)
      .execute();
    await db
      .updateTable('collector_subscriptions')
      .set((eb) => ({
        state: subscriptionStateOf(accounts),
        last_run_at: new Date(),
        last_error: error,
        collected: eb('collected', '+', totals.collected),
      }))
      .where('id', '=', subscriptionId)
      .execute();
  } catch (error) {
    await endRun(ctx, run.id, { status: 'FAILED', error: (error as Error).message, ...totals }).catch(() => undefined);
    throw error;
  } finally {
    stopKeeping();
    await releaseLease(db, subscriptionId, token).catch(() => undefined);
  }
  const unreachable = outcomes.find((outcome) => outcome.unreachable);
  if (unreachable) throw new CollectorUnreachable(unreachable.error ?? 'unreachable');
  return true;
};
