import { describe, expect, it } from 'vitest';
import { createBlockingOperations } from '../../src/custom/loading/blockingOperations';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe('blocking operations', () => {
  it('block the page until the last of two overlapping operations ends', async () => {
    const operations = createBlockingOperations();
    const seen: number[] = [];
    operations.subscribe(() => seen.push(operations.count()));
    const first = deferred();
    const second = deferred();
    const running = [operations.run(() => first.promise), operations.run(() => second.promise)];
    expect(operations.count()).toBe(2);
    first.resolve();
    await running[0];
    expect(operations.count()).toBe(1);
    second.resolve();
    await running[1];
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('unblock the page when an operation fails, and hand its error to the caller', async () => {
    const operations = createBlockingOperations();
    const failing = deferred();
    const running = operations.run(() => failing.promise);
    failing.reject(new Error('liasse.error.NETWORK'));
    await expect(running).rejects.toThrow('liasse.error.NETWORK');
    expect(operations.count()).toBe(0);
  });
});
