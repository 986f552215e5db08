import { ChorusError } from './chorusPro';

/** One HTTP exchange, its body read within the same time limit as its headers. */
export type HttpAnswer = { status: number; headers: Headers; text: string };

export type RetryPolicy = {
  /** Per attempt, headers and body together. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** The first backoff; each next one doubles, with jitter. */
  retryBaseMs: number;
  fetch: typeof fetch;
};

/** What one retry waited for and why, for the caller's log. */
type RetryNotice = { attempt: number; reason: string; delayMs: number };

/** Past this, a server asking us to wait longer is as good as unavailable for an interactive call. */
const LONGEST_WAIT_MS = 30_000;

/** 5xx and 429 are the server's trouble or load; other statuses would answer the same again. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
const retryAfterMs = (value: string | null, now = Date.now()): number | null => {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

/** Exponential backoff with jitter, so that many clients refused together do not come back together. */
const backoffMs = (policy: RetryPolicy, attempt: number) =>
  Math.min(LONGEST_WAIT_MS, policy.retryBaseMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));

/** ECONNREFUSED, TimeoutError…: the kind of failure, never its message (which may quote the URL). */
const failureName = (error: unknown): string => {
  if (!(error instanceof Error)) return 'network error';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error.name;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const attemptOnce = async (url: string, init: RequestInit, policy: RetryPolicy): Promise<HttpAnswer> => {
  const response = await policy.fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/**
 * Sends one request, again on a network error, a timeout, a 5xx or a 429 (after its Retry-After),
 * up to `retries` more times. Answers the last HTTP answer, whatever its status; throws
 * UNAVAILABLE when no attempt got one.
 */
export const fetchWithRetries = async (
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  onRetry: (notice: RetryNotice) => void,
): Promise<HttpAnswer> => {
  for (let attempt = 0; ; attempt++) {
    let reason: string;
    let delayMs = backoffMs(policy, attempt + 1);
    try {
      const answer = await attemptOnce(url, init, policy);
      if (!isRetryableStatus(answer.status) || attempt >= policy.retries) return answer;
      reason = `HTTP ${answer.status}`;
      delayMs = Math.min(LONGEST_WAIT_MS, retryAfterMs(answer.headers.get('retry-after')) ?? delayMs);
    } catch (error) {
      reason = failureName(error);
      if (attempt >= policy.retries) throw new ChorusError('UNAVAILABLE', null, `Chorus Pro unreachable (${reason})`);
    }
    onRetry({ attempt: attempt + 1, reason, delayMs: Math.round(delayMs) });
    await sleep(delayMs);
  }
};
