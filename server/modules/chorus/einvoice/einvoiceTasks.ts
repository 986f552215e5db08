import type { TInvoiceMeta } from '../../../../common/schemas/chorusInvoice';
import { failedByItsFile, runTask } from '../../../pdf/poolTasks';
import { createWorkerPool, type TaskOptions } from '../../../pdf/workerPool';
import type { MakeTask, ReadTask } from './einvoiceOperations';
import type { ReadInvoice } from './readInvoice';
import type { Unreadable } from './unreadableInvoice';

/**
 * Electronic invoices sent by customers, read, checked and converted on worker threads
 * (einvoiceWorker.js) within a size and a time budget: a hostile file (an XML bomb, a PDF that
 * loops) costs its thread, never the main one. The routes call these.
 */
export type EinvoiceTasks = {
  /** A Factur-X, UBL, CII or plain PDF file's metadata and the rules it breaks, or why it cannot be read. */
  readInvoiceFile: (
    bytes: Uint8Array,
    fileName: string,
    options?: { chorus?: boolean },
  ) => Promise<ReadInvoice | Unreadable>;
  /** A Factur-X of this PDF and metadata, or why the PDF cannot be read. */
  makeFacturXFile: (pdf: Uint8Array, meta: TInvoiceMeta) => Promise<{ pdf: Uint8Array } | Unreadable>;
  close: () => Promise<void>;
};

export type EinvoiceTasksConfig = {
  threads: number;
  /** Tasks waiting for a thread at most. */
  queue: number;
  /** A task's time on a thread. */
  taskMs: number;
  /** A file's size at most (a PDF with its attachments); the embedded XML has its own cap. */
  maxBytes: number;
};

/** A request waits for a thread at most this many time limits, then gets a 503. */
const REQUEST_WAIT = 2;
const IDLE_MS = 60_000;

export const createEinvoiceTasks = (config: EinvoiceTasksConfig): EinvoiceTasks => {
  const pool = createWorkerPool({
    url: new URL('./einvoiceWorker.js', import.meta.url),
    threads: config.threads,
    queue: config.queue,
    heavyThreads: config.threads,
    idleMs: IDLE_MS,
  });
  const options: TaskOptions = {
    heavy: false,
    background: false,
    timeLimitMs: config.taskMs,
    waitMs: config.taskMs * REQUEST_WAIT,
  };
  const tooLarge = (bytes: Uint8Array): Unreadable | null =>
    bytes.byteLength > config.maxBytes
      ? { unreadable: 'too_large', message: `The file is larger than ${config.maxBytes} bytes` }
      : null;
  const run = async <T>(task: ReadTask | MakeTask): Promise<T | Unreadable> => {
    try {
      return await runTask<T | Unreadable>(pool, task, options);
    } catch (error) {
      // A file that cannot be read within the budget is as good as unreadable.
      if (failedByItsFile(error)) return { unreadable: 'over_budget', message: (error as Error).message };
      throw error;
    }
  };
  return {
    readInvoiceFile: async (bytes, fileName, { chorus = false } = {}) =>
      tooLarge(bytes) ?? run<ReadInvoice>({ op: 'read', bytes, fileName, chorus }),
    makeFacturXFile: async (pdf, meta) => tooLarge(pdf) ?? run<{ pdf: Uint8Array }>({ op: 'make', pdf, meta }),
    close: pool.close,
  };
};
