import { AppError } from '../http/errors';
import { PoolBusy, TaskOverran, ThreadDied, type TaskOptions, type WorkerPool } from './workerPool';

/**
 * A task for a request or a job. A request that finds no thread in time gets a 503: the server is
 * busy, the file may be fine. A job waits as long as it takes.
 */
export const runTask = async <T>(pool: WorkerPool, message: object, options: TaskOptions): Promise<T> => {
  try {
    return await pool.run<T>(message, options);
  } catch (error) {
    if (error instanceof PoolBusy && Number.isFinite(options.waitMs)) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is busy with other files; try again in a moment');
    }
    throw error;
  }
};

/** The task failed by its file: it ran past its time budget or killed its thread. */
export const failedByItsFile = (error: unknown) => error instanceof TaskOverran || error instanceof ThreadDied;
