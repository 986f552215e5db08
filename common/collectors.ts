/**
 * Collectors (spec sections 3, 4 and 8): the kinds of external account the portal can read, by
 * category, and the states a subscription is seen in. The catalogue is the connectors the server
 * has (server/modules/collectors/connectors/), so it lives in code, not in a table.
 */
export const COLLECTOR_CATEGORIES = ['MAILBOX', 'FILE_SERVER'] as const;
export type CollectorCategory = (typeof COLLECTOR_CATEGORIES)[number];

export const COLLECTOR_IDS = ['imap', 'sftp', 'webdav'] as const;
export type CollectorId = (typeof COLLECTOR_IDS)[number];

export type Collector = {
  id: CollectorId;
  category: CollectorCategory;
  /** Its name in every language: a protocol's name. */
  name: string;
  /** The port a new account is offered. */
  defaultPort: number;
};

export const COLLECTORS: readonly Collector[] = [
  { id: 'imap', category: 'MAILBOX', name: 'IMAP', defaultPort: 993 },
  { id: 'sftp', category: 'FILE_SERVER', name: 'SFTP', defaultPort: 22 },
  { id: 'webdav', category: 'FILE_SERVER', name: 'WebDAV', defaultPort: 443 },
];

export const collectorOf = (id: CollectorId): Collector => COLLECTORS.find((collector) => collector.id === id)!;

/**
 * What the user sees of a subscription, as the spec's breadcrumbs: NOT_SUBSCRIBED without any
 * account (deactivated), WRONG_IDENTIFIERS when a remote refused an account's login at its last run,
 * COLLECT_ERROR when anything else failed, OK otherwise (never run included).
 */
export const SUBSCRIPTION_STATES = ['OK', 'NOT_SUBSCRIBED', 'WRONG_IDENTIFIERS', 'COLLECT_ERROR'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** An account's outcome at its last run. */
export const ACCOUNT_STATES = ['NEVER_RUN', 'OK', 'WRONG_IDENTIFIERS', 'COLLECT_ERROR'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** How often a subscription is collected by itself, in minutes. */
export const COLLECT_INTERVALS = [15, 60, 360, 1440] as const;

/**
 * A run: under way, ended (each account read), failed (an account could not be read), or
 * interrupted (its process died: what it filed stays filed, the next run goes on from there).
 */
export const RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED', 'INTERRUPTED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * A remote item in the ledger: COLLECTED (a document of the safe), DUPLICATE (the same bytes were
 * collected already: no second document), REFUSED (not a PDF, too large: kept with its cause, not
 * read again).
 */
export const ITEM_STATUSES = ['COLLECTED', 'DUPLICATE', 'REFUSED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * Why an account could not be read, as its user can act on it: the remote refused the login; it
 * could not be reached (a wrong host or port, or the server is down: never which of them, which
 * would make the collector a port scanner); it answered but refused what was asked (a folder
 * missing, not a mailbox); an SFTP server showed another key than the one pinned; the host is on
 * a network connections may not reach (REMOTE_HOSTS_ALLOWED); anything else. The remote's own words go to the server's log only.
 */
export const COLLECT_FAILURES = [
  'wrong_identifiers',
  'unreachable',
  'refused',
  'host_key_changed',
  'address_not_allowed',
  'failed',
] as const;
export type CollectFailure = (typeof COLLECT_FAILURES)[number];
