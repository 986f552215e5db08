import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Worker threads that read and cut one PDF at a time (pageWorker.js), so that a bulk file's pages
 * are read on every core while the main thread detects employees and writes rows. Each worker
 * holds its own copy of the file, opened once; requests go to the least busy worker.
 */
export type PagePool = {
  /** Opens the file in every worker; answers its page count (throws when mupdf cannot open it). */
  open: (bytes: Uint8Array) => Promise<number>;
  /** The text of pages [from, to), 0-based. */
  texts: (from: number, to: number) => Promise<string[]>;
  /** One PDF per range [from, to) of pages, 0-based, spread over the workers. */
  pieces: (ranges: [number, number][]) => Promise<Uint8Array[]>;
  close: () => Promise<void>;
};

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; pending: Map<number, Pending> };

const WORKER_URL = new URL('./pageWorker.js', import.meta.url);

export const createPagePool = (size = Math.min(2, availableParallelism())): PagePool => {
  let nextId = 0;
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => {
    const slot: Slot = { worker: new Worker(WORKER_URL), pending: new Map() };
    slot.worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
      const request = slot.pending.get(message.id);
      slot.pending.delete(message.id);
      if (message.error !== undefined) request?.reject(new Error(message.error));
      else request?.resolve(message.value as never);
    });
    // A worker that dies (out of memory, a WASM abort) fails what it was asked, never hangs it.
    const failAll = (error: Error) => {
      for (const request of slot.pending.values()) request.reject(error);
      slot.pending.clear();
    };
    slot.worker.on('error', failAll);
    slot.worker.on('exit', (code) => failAll(new Error(`Page worker exited (${code})`)));
    return slot;
  });

  const ask = <T>(slot: Slot, message: object): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      slot.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      slot.worker.postMessage({ ...message, id });
    });
  const leastBusy = () => slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));

  return {
    open: async (bytes) => {
      const counts = await Promise.all(slots.map((slot) => ask<number>(slot, { op: 'open', bytes })));
      return counts[0];
    },
    texts: (from, to) => ask<string[]>(leastBusy(), { op: 'texts', from, to }),
    pieces: async (ranges) => {
      // Contiguous shares, one per worker, put back in order.
      const share = Math.ceil(ranges.length / slots.length);
      const parts = await Promise.all(
        slots.map((slot, index) => {
          const mine = ranges.slice(index * share, (index + 1) * share);
          return mine.length ? ask<Uint8Array[]>(slot, { op: 'pieces', ranges: mine }) : Promise.resolve([]);
        }),
      );
      return parts.flat();
    },
    close: async () => {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
};
