import type { AccountState, SubscriptionState } from '../../../common/collectors';

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
