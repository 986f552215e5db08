import { z } from 'zod';
import {
  COLLECT_FAILURES,
  ACCOUNT_STATES,
  COLLECT_INTERVALS,
  COLLECTOR_CATEGORIES,
  COLLECTOR_IDS,
  ITEM_STATUSES,
  RUN_STATUSES,
  SUBSCRIPTION_STATES,
} from '../collectors';
import { DOC_TYPES } from '../docTypes';
import { ZUuid } from './ids';
import { optionalText } from './optionalText';
import { dataOf, pagedSearchOf, pageOf } from './paging';

export const ZCollector = z
  .object({
    id: z.enum(COLLECTOR_IDS),
    category: z.enum(COLLECTOR_CATEGORIES),
    name: z.string(),
    defaultPort: z.number().int(),
    /** The caller's subscriptions to it. */
    subscriptions: z.number().int(),
  })
  .meta({ id: 'Collector' });
export type TCollector = z.infer<typeof ZCollector>;
export const ZCollectorsResponse = z.object({ collectors: z.array(ZCollector) }).meta({ id: 'CollectorsResponse' });
export const ZCollectorResponse = dataOf(ZCollector);
/** A catalogue entry's id: an unknown one is a 404, as any id the caller cannot see. */
export const ZCollectorParams = z.object({ id: z.string().max(50) });
export const ZCollectorsByCategory = z
  .object({ category: z.enum(COLLECTOR_CATEGORIES) })
  .meta({ id: 'CollectorsByCategory' });

/** A host name or an IP address, as typed: no scheme, no path, no spaces. */
const ZHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .refine((value) => /^[A-Za-z0-9.:\-[\]_]+$/.test(value), {
    message: 'collector_host',
    params: { code: 'collector_host' },
  });

/** A remote folder or mailbox: no control characters, no way up out of it. */
const ZRemoteFolder = z
  .string()
  .trim()
  .max(500)
  .refine((value) => !/\p{Cc}/u.test(value) && !value.split('/').includes('..'), {
    message: 'collector_folder',
    params: { code: 'collector_folder' },
  });

/**
 * One external account of a subscription. An account with its `id` is one already kept: a blank
 * password keeps its stored one. A new account needs its password. Passwords are never answered.
 */
export const ZCollectorAccountInput = z.object({
  id: ZUuid.optional(),
  host: ZHost,
  port: z.number().int().min(1).max(65_535),
  /** IMAP: implicit TLS; WebDAV: https. SFTP is always SSH. */
  tls: z.boolean().default(true),
  login: z.string().trim().min(1).max(200),
  password: z.string().max(500).default(''),
  /** IMAP: the mailbox (INBOX when blank); files: the remote directory (the root when blank). */
  folder: ZRemoteFolder.default(''),
  /** A glob on the file or attachment name, `*` and `?`; `*.pdf` when blank. */
  namePattern: z.string().trim().max(200).default('*.pdf'),
  /** IMAP only: the sender and the subject contain these. */
  sender: optionalText(200),
  subject: optionalText(200),
  maxAgeDays: z.number().int().min(1).max(36_500).nullable().default(null),
  /**
   * Where a collected item goes: IMAP, a mailbox to move the message to (blank: the message is
   * flagged and left); files, a directory under the folder (`processed` when blank).
   */
  processedFolder: ZRemoteFolder.default(''),
});
export type TCollectorAccountInput = z.infer<typeof ZCollectorAccountInput>;

const subscriptionFields = {
  name: z.string().trim().min(1).max(100),
  /** The type the collected documents are filed under. */
  docType: z.enum(DOC_TYPES),
  intervalMinutes: z.union(COLLECT_INTERVALS.map((minutes) => z.literal(minutes))).default(60),
  enabled: z.boolean().default(true),
  /** At least one to be active (spec section 5); none leaves it deactivated. */
  accounts: z.array(ZCollectorAccountInput).max(20).default([]),
};

/** `POST collectorSubscription/add`. */
export const ZSubscriptionCreate = z
  .object({ orgId: ZUuid, collectorId: z.enum(COLLECTOR_IDS), ...subscriptionFields })
  .meta({ id: 'CollectorSubscriptionCreate' });
export type TSubscriptionCreate = z.infer<typeof ZSubscriptionCreate>;

/** `PUT collectorSubscription/{id}`: the accounts given are the subscription's accounts; one left out is removed. */
export const ZSubscriptionUpdate = z.object(subscriptionFields).meta({ id: 'CollectorSubscriptionUpdate' });
export type TSubscriptionUpdate = z.infer<typeof ZSubscriptionUpdate>;

export const ZCollectorAccount = z
  .object({
    id: ZUuid,
    host: z.string(),
    port: z.number().int(),
    tls: z.boolean(),
    login: z.string(),
    folder: z.string(),
    namePattern: z.string(),
    sender: z.string().nullable(),
    subject: z.string().nullable(),
    maxAgeDays: z.number().int().nullable(),
    processedFolder: z.string(),
    /** SFTP: the server's key (SHA-256, hex) pinned at the first connection; null before it. */
    hostKey: z.string().nullable(),
    state: z.enum(ACCOUNT_STATES),
    /** Why its last run failed, as the user can act on it (the remote's own words are logged only). */
    lastError: z.enum(COLLECT_FAILURES).nullable(),
    lastRunAt: z.string().nullable(),
  })
  .meta({ id: 'CollectorAccount' });
export type TCollectorAccount = z.infer<typeof ZCollectorAccount>;

export const ZSubscription = z
  .object({
    id: ZUuid,
    orgId: ZUuid,
    orgName: z.string(),
    collectorId: z.enum(COLLECTOR_IDS),
    category: z.enum(COLLECTOR_CATEGORIES),
    name: z.string(),
    docType: z.enum(DOC_TYPES),
    intervalMinutes: z.number().int(),
    enabled: z.boolean(),
    /** Activated once it has an account (spec section 4). */
    active: z.boolean(),
    state: z.enum(SUBSCRIPTION_STATES),
    /** A run holds it: it cannot be deleted meanwhile. */
    processing: z.boolean(),
    lastRunAt: z.string().nullable(),
    /** The cause of the last run's failure, as its accounts'. */
    lastError: z.enum(COLLECT_FAILURES).nullable(),
    collected: z.number().int(),
    accounts: z.array(ZCollectorAccount),
    createdAt: z.string(),
  })
  .meta({ id: 'CollectorSubscription' });
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionResponse = dataOf(ZSubscription);

export const SUBSCRIPTION_SORT_FIELDS = ['name', 'createdAt', 'lastRunAt'] as const;

/** `GET collectorSubscriptions`: the paged list, as query values. */
export const ZSubscriptionsQuery = z.object({
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(SUBSCRIPTION_SORT_FIELDS).default('name'),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  state: z.enum(SUBSCRIPTION_STATES).optional(),
  orgId: ZUuid.optional(),
  collectorId: z.enum(COLLECTOR_IDS).optional(),
});
export type TSubscriptionsQuery = z.infer<typeof ZSubscriptionsQuery>;
export const ZSubscriptionsResponse = pageOf('csList', ZSubscription).meta({ id: 'CollectorSubscriptions' });

export const ZCollectRequested = dataOf(z.object({ id: ZUuid, queued: z.boolean() })).meta({ id: 'CollectRequested' });

export const ZCollectorRun = z
  .object({
    id: ZUuid,
    trigger: z.enum(['SCHEDULE', 'REQUEST']),
    status: z.enum(RUN_STATUSES),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    collected: z.number().int(),
    duplicates: z.number().int(),
    refused: z.number().int(),
    error: z.enum(COLLECT_FAILURES).nullable(),
  })
  .meta({ id: 'CollectorRun' });
export type TCollectorRun = z.infer<typeof ZCollectorRun>;
export const ZRunSearch = pagedSearchOf({
  sortFields: ['startedAt'],
  defaultSort: { field: 'startedAt', order: 'DESC' },
  filters: { status: z.enum(RUN_STATUSES).optional() },
}).meta({ id: 'CollectorRunSearch' });
export type TRunSearch = z.infer<typeof ZRunSearch>;
export const ZRunsResponse = pageOf('runs', ZCollectorRun).meta({ id: 'CollectorRuns' });

/** A remote item the subscription met: what it became, and the document it is. */
export const ZCollectedItem = z
  .object({
    id: ZUuid,
    accountId: ZUuid.nullable(),
    login: z.string(),
    remoteName: z.string(),
    status: z.enum(ITEM_STATUSES),
    /** Null when the caller's rules do not show them the document. */
    documentId: ZUuid.nullable(),
    sha256: z.string().nullable(),
    error: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'CollectedItem' });
export type TCollectedItem = z.infer<typeof ZCollectedItem>;
export const ZItemSearch = pagedSearchOf({
  sortFields: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
  filters: { status: z.enum(ITEM_STATUSES).optional(), runId: ZUuid.optional() },
}).meta({ id: 'CollectedItemSearch' });
export type TItemSearch = z.infer<typeof ZItemSearch>;
export const ZItemsResponse = pageOf('items', ZCollectedItem).meta({ id: 'CollectedItems' });
