import type { AccountState, CollectFailure, RunStatus } from '../../../common/collectors';
import type { AppContext } from '../../context';
import { isServiceUnavailable } from '../../http/errors';
import { collectAccount, type Totals } from './collectAccount';
import { CollectorError, type CollectorErrorKind } from './connectors/connector';
import { endInterruptedRuns } from './deadRuns';
import { keepLease, releaseLease, takeLease } from './lease';
import { storeSubscriptionState } from './subscriptionState';

/** A run met a remote it could not reach: the job is tried again later, with backoff. */
export class CollectorUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CollectorUnreachable';
  }
}

type AccountOutcome = { state: AccountState; error: CollectFailure | null; unreachable: boolean };

const FAILURE_OF_KIND: Record<CollectorErrorKind, CollectFailure> = {
  WRONG_IDENTIFIERS: 'wrong_identifiers',
  UNAVAILABLE: 'unreachable',
  REMOTE: 'refused',
  HOST_KEY_CHANGED: 'host_key_changed',
  NOT_ALLOWED: 'address_not_allowed',
  TOO_LARGE: 'failed',
};

const accountsOf = (ctx: AppContext, subscriptionId: string) =>
  ctx.database.db
    .selectFrom('collector_accounts')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('position')
    .execute();

/**
 * What an account's failure tells the user: what they can act on, never the remote's own words,
 * which go to the log. The database away is no account's fault: it ends the run, which is done
 * again once it is back.
 */
const outcomeOf = (ctx: AppContext, accountId: string, error: unknown): AccountOutcome => {
  if (!(error instanceof CollectorError) && isServiceUnavailable(error)) throw error;
  ctx.log.warn({ err: error, accountId }, 'collector account not read');
  if (!(error instanceof CollectorError)) return { state: 'COLLECT_ERROR', error: 'failed', unreachable: false };
  const failure = FAILURE_OF_KIND[error.kind];
  if (error.kind === 'WRONG_IDENTIFIERS') return { state: 'WRONG_IDENTIFIERS', error: failure, unreachable: false };
  return { state: 'COLLECT_ERROR', error: failure, unreachable: error.kind === 'UNAVAILABLE' };
};

const endRun = (ctx: AppContext, runId: string, values: Totals & { status: RunStatus; error: CollectFailure | null }) =>
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
  await endInterruptedRuns(db, subscriptionId);
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
        (error: unknown) => outcomeOf(ctx, account.id, error),
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
    if (runId) await endRun(ctx, runId, { status: 'FAILED', error: 'failed', ...totals }).catch(() => undefined);
    throw error;
  } finally {
    stopKeeping();
    await releaseLease(db, subscriptionId, token).catch(() => undefined);
  }
  const unreachable = outcomes.find((outcome) => outcome.unreachable);
  if (unreachable) throw new CollectorUnreachable(unreachable.error ?? 'unreachable');
  return true;
};
