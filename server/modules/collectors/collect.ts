import type { AccountState, RunStatus } from '../../../common/collectors';
import type { AppContext } from '../../context';
import { isServiceUnavailable } from '../../http/errors';
import { collectAccount, type Totals } from './collectAccount';
import { CollectorError } from './connectors/connector';
import { keepLease, releaseLease, takeLease } from './lease';
import { storeSubscriptionState } from './subscriptionState';

/** A run met a remote it could not reach: the job is tried again later, with backoff. */
export class CollectorUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CollectorUnreachable';
  }
}

type AccountOutcome = { state: AccountState; error: string | null; unreachable: boolean };

const accountsOf = (ctx: AppContext, subscriptionId: string) =>
  ctx.database.db
    .selectFrom('collector_accounts')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('position')
    .execute();

/**
 * What an account's failure tells the user: wrong identifiers, or anything else with its cause.
 * The database away is no account's fault: it ends the run, which is done again once it is back.
 */
const outcomeOf = (error: unknown): AccountOutcome => {
  if (!(error instanceof CollectorError)) {
    if (isServiceUnavailable(error)) throw error;
    return { state: 'COLLECT_ERROR', error: (error as Error).message, unreachable: false };
  }
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
  const totals: Totals = { collected: 0, duplicates: 0, refused: 0 };
  const outcomes: AccountOutcome[] = [];
  let runId: string | null = null;
  try {
    ({ id: runId } = await db
      .insertInto('collector_runs')
      .values({ subscription_id: subscriptionId, trigger, status: 'RUNNING' })
      .returning('id')
      .executeTakeFirstOrThrow());
    for (const account of await accountsOf(ctx, subscriptionId)) {
      const outcome = await collectAccount(ctx, subscription, account, runId, totals).then(
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
    await endRun(ctx, runId, { status: error ? 'FAILED' : 'DONE', error, ...totals });
    await storeSubscriptionState(db, subscriptionId, { last_run_at: new Date(), last_error: error });
  } catch (error) {
    if (runId)
      await endRun(ctx, runId, { status: 'FAILED', error: (error as Error).message, ...totals }).catch(() => undefined);
    throw error;
  } finally {
    stopKeeping();
    await releaseLease(db, subscriptionId, token).catch(() => undefined);
  }
  const unreachable = outcomes.find((outcome) => outcome.unreachable);
  if (unreachable) throw new CollectorUnreachable(unreachable.error ?? 'unreachable');
  return true;
};
