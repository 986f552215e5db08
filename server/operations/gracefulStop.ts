import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';

/**
 * On SIGTERM or SIGINT (or an uncaught exception), `close` runs once: the caller stops taking
 * calls, lets those in flight and the jobs under way finish, and closes the database; then the
 * process exits 0. A second signal, `close` failing, or `delayMs` passing exits 1 at once.
 * Unhandled rejections are not a reason to stop: the process logs them and serves on
 * (logUnhandledRejections in server/start.ts).
 */
export const stopGracefully = (log: FastifyBaseLogger, delayMs: number, close: () => Promise<void>): void => {
  closeWithGrace(
    {
      delay: delayMs,
      logger: log,
      skip: ['unhandledRejection'],
      onTimeout: (delay) => log.error(`still closing after ${delay} ms: exiting anyway`),
      onSecondSignal: (signal) => log.error(`second ${signal}: exiting without finishing`),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'uncaught exception: closing');
      else log.info(`${signal ?? 'end of work'}: closing once what is under way has finished`);
      await close();
      log.info('closed');
    },
  );
};
