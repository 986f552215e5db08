import type { PreviewRefusal } from '../../common/documentFields';
import { failedByItsFile, runTask } from './poolTasks';
import { createWorkerPool, type TaskOptions } from './workerPool';

/**
 * mupdf's work on stored or uploaded files, run on worker threads (pdfTaskWorker.js) so that the
 * main thread keeps answering whatever a file holds: checking a PDF, drawing a page within a
 * pixel budget, reading text, merging and cutting. Requests wait a bounded time for a thread;
 * jobs wait as long as it takes.
 */
export type PdfTasks = {
  /** Whether the file opens with pages: its page count, or why it is refused. */
  check: (
    bytes: Uint8Array,
    from?: 'request' | 'job',
  ) => Promise<{ pages: number } | { refusal: 'malformed' | 'encrypted' | 'no_pages' }>;
  /** Page `index` (from 0) as PNG `width` pixels wide, or refused before drawing or while drawing. */
  draw: (bytes: Uint8Array, index: number, width: number, from?: 'request' | 'job') => Promise<DrawnPage>;
  /** The text layer of pages [from, to), 0-based. */
  texts: (bytes: Uint8Array, from: number, to: number, origin?: 'request' | 'job') => Promise<string[]>;
  /** One PDF of every page of these files, in order. */
  merge: (files: Uint8Array[]) => Promise<Uint8Array>;
  /** One single-page PDF per page index (from 0) of the file. */
  cut: (bytes: Uint8Array, pages: number[]) => Promise<Uint8Array[]>;
  close: () => Promise<void>;
};

/**
 * A page's image, or why it is not drawn: its images would decode to more pixels than the budget
 * (known before drawing), or drawing it ran past the time limit or killed its thread.
 */
export type DrawnPage = { png: Uint8Array } | { refused: PreviewRefusal };

export type PdfTasksConfig = {
  threads: number;
  /** Tasks waiting for a thread at most. */
  queue: number;
  /** A task's time on a thread (merging and cutting whole campaigns get LONG_TASKS times as long). */
  taskMs: number;
  /** Decoded image pixels a page may hold to be drawn. */
  maxPixels: number;
};

const LONG_TASKS = 8;
/** A request waits for a thread at most this many time limits, then gets a 503. */
const REQUEST_WAIT = 2;
const IDLE_MS = 60_000;

export const createPdfTasks = (config: PdfTasksConfig): PdfTasks => {
  const pool = createWorkerPool({
    url: new URL('./pdfTaskWorker.js', import.meta.url),
    threads: config.threads,
    queue: config.queue,
    heavyThreads: Math.max(1, config.threads - 1),
    idleMs: IDLE_MS,
  });
  const request = (heavy: boolean, long = false): TaskOptions => ({
    heavy,
    background: false,
    timeLimitMs: long ? config.taskMs * LONG_TASKS : config.taskMs,
    waitMs: config.taskMs * REQUEST_WAIT * (long ? LONG_TASKS : 1),
  });
  const job: TaskOptions = { heavy: true, background: true, timeLimitMs: config.taskMs, waitMs: Infinity };
  const run = <T>(message: object, options: TaskOptions) => runTask<T>(pool, message, options);
  return {
    check: async (bytes, from = 'request') => {
      try {
        return await run({ op: 'check', bytes }, from === 'job' ? job : request(false));
      } catch (error) {
        // A file whose structure cannot be read within the limits is as good as broken.
        if (failedByItsFile(error)) return { refusal: 'malformed' };
        throw error;
      }
    },
    draw: async (bytes, index, width, from = 'request') => {
      const message = { op: 'draw', bytes, index, width, maxPixels: config.maxPixels };
      try {
        return await run<DrawnPage>(message, from === 'job' ? job : request(true));
      } catch (error) {
        if (failedByItsFile(error)) return { refused: 'draw_limit' };
        throw error;
      }
    },
    texts: (bytes, from, to, origin = 'job') =>
      run({ op: 'texts', bytes, from, to }, origin === 'job' ? job : request(false)),
    merge: (files) => run({ op: 'merge', files }, request(true, true)),
    cut: (bytes, pages) => run({ op: 'cut', bytes, pages }, request(true, true)),
    close: pool.close,
  };
};
