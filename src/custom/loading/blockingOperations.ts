import { useCallback, useSyncExternalStore } from 'react';

/**
 * The long operations a screen chose to block the page for (an import, a dispatch): a count, so
 * that two at once keep the page blocked until both end. Background fetches never come here.
 */
export const createBlockingOperations = () => {
  let running = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    run: async <T>(operation: () => Promise<T>): Promise<T> => {
      running += 1;
      changed();
      try {
        return await operation();
      } finally {
        running -= 1;
        changed();
      }
    },
    count: () => running,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type BlockingOperations = ReturnType<typeof createBlockingOperations>;

/** The portal's one register of blocking operations. */
export const blockingOperations = createBlockingOperations();

/**
 * `const block = useBlockingOperation(); await block(() => dataProvider.importDsn(file));`: the
 * page is covered, and takes no click, until the operation ends (whether it succeeds or fails).
 */
export const useBlockingOperation = () =>
  useCallback(<T>(operation: () => Promise<T>) => blockingOperations.run(operation), []);

export const useIsBlocked = () =>
  useSyncExternalStore(blockingOperations.subscribe, blockingOperations.count, blockingOperations.count) > 0;
