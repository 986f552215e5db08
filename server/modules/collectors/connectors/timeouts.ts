import { CollectorError } from './connector';

export const CONNECT_TIMEOUT_MS = 15_000;
export const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Rejects with UNAVAILABLE when `work` outlasts `ms`, so a remote that stops answering cannot hold a collector round
 * forever. The late outcome of `work` is still listened to (by the race), so it never becomes an unhandled rejection.
 */
export const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CollectorError('UNAVAILABLE', `${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};
