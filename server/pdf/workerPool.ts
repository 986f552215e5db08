import { Worker } from 'node:worker_threads';

/**
 * A few worker threads that run one task each at a time, for work whose cost depends on a file
 * someone sent: a bounded number of threads, a bounded queue, a time limit per task past which
 * the thread is ended (and another started when needed), and threads started when work comes and
 * ended when idle. Heavy tasks may hold only `heavyThreads` of the threads, so that quick ones
 * (an upload's check) always find one.
 */
export type WorkerPool = {
  run: <T>(message: object, options: TaskOptions) => Promise<T>;
  close: () => Promise<void>;
};

export type WorkerPoolOptions = {
  url: URL;
  threads: number;
  /** Tasks waiting for a thread at most; past it a task is refused at once. */
  queue: number;
  heavyThreads: number;
  /** An idle thread ends after this long: each holds its own mupdf (~50 MB). */
  idleMs: number;
};

export type TaskOptions = {
  heavy: boolean;
  /** A job's task: it starts after every request's that waits. */
  background: boolean;
  /** Time on a thread after which the task fails and its thread is ended. */
  timeLimitMs: number;
  /** Time waiting for a thread after which the task is refused (Infinity: no limit). */
  waitMs: number;
};

/** Too many tasks waiting, or one waited too long for a thread: the caller may try again later. */
export class PoolBusy extends Error {}
/** The task ran past its time limit; its thread was ended. */
export class TaskOverran extends Error {}
/** The thread died under the task (a WASM abort, memory exhausted). */
export class ThreadDied extends Error {}

type Task = {
  message: object;
  options: TaskOptions;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
};
type Thread = {
  worker: Worker;
  /** Whether its script is loaded (mupdf's WASM compiled): a task's time runs from then. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
};

const unref = (timer: NodeJS.Timeout) => {
  timer.unref();
  return timer;
};

export const createWorkerPool = (options: WorkerPoolOptions): WorkerPool => {
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let closed = false;

  const heavyRunning = () => threads.filter((thread) => thread.task?.options.heavy).length;
  const canStart = (task: Task) => !task.options.heavy || heavyRunning() < options.heavyThreads;

  const retire = (thread: Thread) => {
    clearTimeout(thread.timer);
    clearTimeout(thread.idleTimer);
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    void thread.worker.terminate();
  };

  const finish = (thread: Thread, settle: (task: Task) => void) => {
    const task = thread.task;
    if (!task) return;
    clearTimeout(thread.timer);
    thread.task = undefined;
    settle(task);
  };

  const spawn = (): Thread => {
    const thread: Thread = { worker: new Worker(options.url), ready: false };
    thread.worker.on('message', (answer: { ready?: true; value?: unknown; error?: string }) => {
      if (answer.ready) {
        thread.ready = true;
        if (thread.task) limitTime(thread, thread.task);
        return;
      }
      finish(thread, (task) =>
        answer.error === undefined ? task.resolve(answer.value as never) : task.reject(new Error(answer.error)),
      );
      thread.worker.unref();
      thread.idleTimer = unref(setTimeout(() => !thread.task && retire(thread), options.idleMs));
      pump();
    });
    const died = (error: Error) => {
      if (!threads.includes(thread)) return;
      // A thread that never started is the server's fault, not the file's.
      const failure = thread.ready
        ? new ThreadDied(`A PDF thread died: ${error.message}`)
        : new Error(`A PDF thread could not start: ${error.message}`);
      finish(thread, (task) => task.reject(failure));
      retire(thread);
      pump();
    };
    thread.worker.on('error', died);
    thread.worker.on('exit', (code) => died(new Error(`exit code ${code}`)));
    threads.push(thread);
    return thread;
  };

  const limitTime = (thread: Thread, task: Task) => {
    thread.timer = unref(
      setTimeout(() => {
        finish(thread, (overrun) =>
          overrun.reject(new TaskOverran(`A PDF task ran past its ${overrun.options.timeLimitMs} ms`)),
        );
        // A WASM loop cannot be interrupted: the thread goes, another starts for the next task.
        retire(thread);
        pump();
      }, task.options.timeLimitMs),
    );
  };

  const start = (thread: Thread, task: Task) => {
    clearTimeout(task.waitTimer);
    clearTimeout(thread.idleTimer);
    thread.task = task;
    thread.worker.ref();
    if (thread.ready) limitTime(thread, task);
    thread.worker.postMessage(task.message);
  };

  /**
   * Starts every waiting task that a thread (idle, or new within the bound) and its lane allow,
   * a request's before a job's.
   */
  function pump() {
    for (const background of [false, true]) {
      for (let index = 0; index < queue.length;) {
        const task = queue[index]!;
        if (task.options.background !== background || !canStart(task)) {
          index++;
          continue;
        }
        const thread =
          threads.find((candidate) => !candidate.task) ?? (threads.length < options.threads ? spawn() : undefined);
        if (!thread) return;
        queue.splice(index, 1);
        start(thread, task);
      }
    }
  }

  const leave = (task: Task, error: Error) => {
    const index = queue.indexOf(task);
    if (index < 0) return;
    queue.splice(index, 1);
    clearTimeout(task.waitTimer);
    task.reject(error);
  };

  return {
    run: <T>(message: object, taskOptions: TaskOptions) =>
      new Promise<T>((resolve, reject) => {
        if (closed) return reject(new PoolBusy('The PDF threads are closed'));
        const task: Task = { message, options: taskOptions, resolve: resolve as (value: never) => void, reject };
        queue.push(task);
        pump();
        if (queue.length > options.queue) return leave(task, new PoolBusy('Too many PDF tasks are waiting'));
        if (!Number.isFinite(taskOptions.waitMs) || !queue.includes(task)) return;
        task.waitTimer = unref(
          setTimeout(() => leave(task, new PoolBusy('A PDF task waited too long for a thread')), taskOptions.waitMs),
        );
      }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) {
        clearTimeout(task.waitTimer);
        task.reject(new PoolBusy('The PDF threads are closed'));
      }
      await Promise.all(
        threads.splice(0).map((thread) => {
          clearTimeout(thread.timer);
          clearTimeout(thread.idleTimer);
          finish(thread, (task) => task.reject(new PoolBusy('The PDF threads are closed')));
          return thread.worker.terminate();
        }),
      );
    },
  };
};
