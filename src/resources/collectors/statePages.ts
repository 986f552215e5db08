import type { SubscriptionState } from '../../../common/collectors';

/** The states a subscription needs attention in: each has a page of its own. */
export type ProblemState = Exclude<SubscriptionState, 'OK'>;

/**
 * The spec's breadcrumb variants of /collectors (section 2): the subscriptions in one state, at
 * the spec's paths. `not-subcribed` is spelled as the spec gives it.
 */
export const STATE_PAGES: readonly { state: ProblemState; path: string }[] = [
  { state: 'NOT_SUBSCRIBED', path: 'not-subcribed' },
  { state: 'WRONG_IDENTIFIERS', path: 'wrong-identifiers' },
  { state: 'COLLECT_ERROR', path: 'collect-error' },
];

/** The states the home page counts as errors: a remote refused an account, or a collection failed. */
export const ERROR_STATES: readonly ProblemState[] = ['WRONG_IDENTIFIERS', 'COLLECT_ERROR'];
