import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * At most `limit` hits of one key in any `windowMinutes`: the one throttle of the calls anyone may
 * make that mail someone or test a secret. The counters live in the database, the only state the
 * server processes share, so a limit holds whichever process behind the load balancer answers.
 */
export type ThrottleRule = {
  scope: string;
  limit: number;
  windowMinutes: number;
  /** What the key is: a client address counts with its IPv6 network (/64), as one subscriber holds it. */
  per: 'address' | 'recipient';
  /** The 429's message (the front end shows its code, translated). */
  refusal: string;
};

const QUARTER = 15;
const HOUR = 60;

/** The rules, with the limits of the configuration. */
export const throttleRules = ({ throttle }: Pick<Config, 'throttle'>) =>
  ({
    /** Wrong passwords, activation codes and signature passwords, refused CAS tickets. */
    failedLogins: {
      scope: 'failed-login',
      limit: throttle.guessesPerAddress,
      windowMinutes: QUARTER,
      per: 'address',
      refusal: 'Too many failed logins from this address, try again later',
    },
    /** Made-up direct download links, reset links and partnership references. */
    linkGuesses: {
      scope: 'link-guess',
      limit: throttle.guessesPerAddress,
      windowMinutes: QUARTER,
      per: 'address',
      refusal: 'Too many invalid links from this address, try again later',
    },
    /** Anonymous requests that may send a mail: a forgotten password, a link's renewal. */
    mailRequests: {
      scope: 'mail-request',
      limit: throttle.mailRequestsPerAddress,
      windowMinutes: QUARTER,
      per: 'address',
      refusal: 'Too many requests from this address, try again later',
    },
    /** Reset links mailed to one account on a forgotten password. */
    resetMails: {
      scope: 'reset-mail',
      limit: throttle.mailsPerRecipient,
      windowMinutes: HOUR,
      per: 'recipient',
      refusal: '',
    },
    /** Renewed direct download links mailed to one address. */
    renewedLinkMails: {
      scope: 'renewed-link-mail',
      limit: throttle.mailsPerRecipient,
      windowMinutes: HOUR,
      per: 'recipient',
      refusal: '',
    },
  }) satisfies Record<string, ThrottleRule>;

/** An IPv4 address as is; an IPv6 one as its /64 network, which one subscriber holds whole. */
export const addressKey = (ip: string): string => {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const groupsOf = (text: string) => (text ? text.split(':') : []);
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const [head = '', tail] = address.split('::');
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - width(groupsOf(head)) - width(groupsOf(tail))).fill('0'),
          ...groupsOf(tail),
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

const keyOf = (rule: ThrottleRule, key: string) => (rule.per === 'address' ? addressKey(key) : key);

/**
 * Counts in fixed windows, read as a sliding one: the hits of the current window plus the share
 * of the previous window's that the sliding window still covers. No burst at a window's turn,
 * and two counters per key at most.
 */
const windowsOf = (rule: ThrottleRule, now: Date) => {
  const length = rule.windowMinutes * 60_000;
  const current = Math.floor(now.getTime() / length) * length;
  return { length, current: new Date(current), previous: new Date(current - length), elapsed: now.getTime() - current };
};

/** The hits of a key in the current window and the previous one. */
export type Count = { current: number; previous: number };

const countOf = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now: Date, hit: boolean): Promise<Count> => {
  const { current, previous } = windowsOf(rule, now);
  const scoped = { scope: rule.scope, key: keyOf(rule, key) };
  const added = hit
    ? await db
        .insertInto('throttle_counters')
        .values({ ...scoped, window_start: current, hits: 1 })
        .onConflict((conflict) =>
          conflict.columns(['scope', 'key', 'window_start']).doUpdateSet({ hits: sql`throttle_counters.hits + 1` }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow()
    : undefined;
  const rows = await db
    .selectFrom('throttle_counters')
    .select(['window_start', 'hits'])
    .where('scope', '=', scoped.scope)
    .where('key', '=', scoped.key)
    .where('window_start', 'in', hit ? [previous] : [previous, current])
    .execute();
  const hitsAt = (start: Date) => rows.find((row) => row.window_start.getTime() === start.getTime())?.hits ?? 0;
  return { current: added?.hits ?? hitsAt(current), previous: hitsAt(previous) };
};

/** The hits of the sliding window that ends now. */
export const slidingHits = ({ current, previous }: Count, rule: ThrottleRule, now: Date) => {
  const { length, elapsed } = windowsOf(rule, now);
  return current + Math.ceil((previous * (length - elapsed)) / length);
};

/** Seconds until the sliding count falls below the limit again, leaving room for one more hit. */
export const retryAfterSeconds = ({ current, previous }: Count, rule: ThrottleRule, now: Date) => {
  const { length, elapsed } = windowsOf(rule, now);
  const room = rule.limit - 1 - current;
  // Within this window, once enough of the previous one has slid out; else after it, once enough of this one has.
  const wait =
    room >= 0
      ? length - (length * room) / Math.max(previous, 1) - elapsed
      : length - elapsed + Math.max(0, length - (length * (rule.limit - 1)) / current);
  return Math.max(1, Math.ceil(wait / 1000));
};

const tooManyRequests = (count: Count, rule: ThrottleRule, now: Date) =>
  new AppError(429, 'TOO_MANY_REQUESTS', rule.refusal, undefined, {
    'retry-after': String(retryAfterSeconds(count, rule, now)),
  });

/** Whether the key has used up a limit on failures (the wrong guesses of a secret). */
export const isSpent = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now = new Date()) =>
  slidingHits(await countOf(db, rule, key, now, false), rule, now) >= rule.limit;

/**
 * For a limit on failures: refuses (429) while the key has used it up, before the secret is even
 * looked at. The failures are counted apart, by `countFailure`, once an attempt has failed.
 */
export const refuseWhileSpent = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now = new Date()) => {
  const count = await countOf(db, rule, key, now, false);
  if (slidingHits(count, rule, now) >= rule.limit) throw tooManyRequests(count, rule, now);
};

export const countFailure = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now = new Date()) => {
  await countOf(db, rule, key, now, true);
};

/** For a limit on requests: counts this one, and refuses it (429) past the limit. */
export const takeHit = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now = new Date()) => {
  const count = await countOf(db, rule, key, now, true);
  if (slidingHits(count, rule, now) > rule.limit) throw tooManyRequests(count, rule, now);
};

/**
 * For a limit per recipient: counts this mail and answers whether it may go. Past the limit the
 * caller sends nothing and answers as if it had, so the limit tells nothing of the recipient.
 */
export const mayMail = async (db: Kysely<DB>, rule: ThrottleRule, key: string, now = new Date()) =>
  slidingHits(await countOf(db, rule, key, now, true), rule, now) <= rule.limit;

export const deleteOldCounters = async (db: Kysely<DB>, before: Date): Promise<number> => {
  const result = await db.deleteFrom('throttle_counters').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
