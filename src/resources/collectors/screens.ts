/** The collector screens, loaded together as one chunk (see index.ts). */
export { SubscriptionCreate } from './SubscriptionCreate';
export { SubscriptionEdit } from './SubscriptionEdit';
export { CollectErrorList, NotSubscribedList, SubscriptionList, WrongIdentifiersList } from './SubscriptionList';
export { SubscriptionShow } from './SubscriptionShow';
