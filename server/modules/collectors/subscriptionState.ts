import type { Kysely, Updateable } from 'kysely';
import type { AccountState, SubscriptionState } from '../../../common/collectors';
import type { CollectorSubscriptionTable, DB } from '../../db/schema';

/**
 * A subscription's state from its accounts' last outcomes (spec section 4): deactivated without
 * any account; a refused login shows before any other failure, since only the user can mend it.
 */
export const subscriptionStateOf = (accounts: { state: AccountState }[]): SubscriptionState => {
  if (accounts.length === 0) return 'NOT_SUBSCRIBED';
  if (accounts.some((account) => account.state === 'WRONG_IDENTIFIERS')) return 'WRONG_IDENTIFIERS';
  if (accounts.some((account) => account.state === 'COLLECT_ERROR')) return 'COLLECT_ERROR';
  return 'OK';
};

/** Keeps the subscription's state in step with its accounts (with what else the caller sets). */
export const storeSubscriptionState = async (
  db: Kysely<DB>,
  subscriptionId: string,
  values: Updateable<CollectorSubscriptionTable> = {},
) => {
  const accounts = await db
    .selectFrom('collector_accounts')
    .select('state')
    .where('subscription_id', '=', subscriptionId)
    .execute();
  await db
    .updateTable('collector_subscriptions')
    .set({ ...values, state: subscriptionStateOf(accounts), updated_at: new Date() })
    .where('id', '=', subscriptionId)
    .execute();
};
