import type { collectors } from '../../../common/api/collectors';
import type { CallBody } from '../../../common/api/call';
import { collectorOf, COLLECTOR_IDS, type CollectorId } from '../../../common/collectors';
import type { TCollectorAccount, TSubscription } from '../../../common/schemas/collectors';

/**
 * An account as the form holds it: what the user types, and for one already kept its id and its
 * last run's outcome (shown, never sent). The password is blank until the user types one.
 */
export type AccountForm = Partial<TCollectorAccount> & { password?: string | null };

/** The subscription form's values: the record's fields the form edits, on create and on edit. */
export type SubscriptionForm = Pick<TSubscription, 'name' | 'docType' | 'intervalMinutes' | 'enabled'> &
  Partial<Pick<TSubscription, 'orgId' | 'collectorId'>> & { accounts?: AccountForm[] | null };

type AccountInput = NonNullable<CallBody<typeof collectors.update>['accounts']>[number];

/** The name pattern of an account left blank, as the server reads a blank one. */
export const DEFAULT_NAME_PATTERN = '*.pdf';

/** A new account of this collector: its default port, TLS, PDF files. */
export const newAccount = (collectorId: CollectorId): AccountForm => ({
  port: collectorOf(collectorId).defaultPort,
  tls: true,
  namePattern: DEFAULT_NAME_PATTERN,
});

/** The collector `?collectorId=` names, if it is one of the catalogue's. */
export const collectorIdOf = (value: string | null): CollectorId | undefined =>
  COLLECTOR_IDS.find((id) => id === value);

/** Blank texts go as the server's blanks: an empty folder is the default one. */
const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * An account as the server takes it. One with its id keeps its stored password when the password
 * is left blank; its state and last run stay behind.
 */
const toAccount = (account: AccountForm): AccountInput => ({
  ...(account.id && { id: account.id }),
  host: text(account.host),
  port: Number(account.port),
  tls: account.tls ?? true,
  login: text(account.login),
  password: account.password ?? '',
  folder: text(account.folder),
  namePattern: text(account.namePattern) || DEFAULT_NAME_PATTERN,
  sender: text(account.sender) || null,
  subject: text(account.subject) || null,
  maxAgeDays: account.maxAgeDays ?? null,
  processedFolder: text(account.processedFolder),
});

/** `PUT collectorSubscription/{id}`: the accounts given are the subscription's; one removed from the form is removed. */
export const toUpdate = (form: SubscriptionForm): CallBody<typeof collectors.update> => ({
  name: form.name,
  docType: form.docType,
  intervalMinutes: form.intervalMinutes as CallBody<typeof collectors.update>['intervalMinutes'],
  enabled: form.enabled,
  accounts: (form.accounts ?? []).map(toAccount),
});

/** `POST collectorSubscription/add`: the same, for an organisation and a collector. */
export const toCreate = (form: SubscriptionForm): CallBody<typeof collectors.add> => ({
  ...toUpdate(form),
  orgId: form.orgId!,
  collectorId: form.collectorId!,
});
