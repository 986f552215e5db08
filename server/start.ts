import path from 'node:path';
import { pino } from 'pino';
import { CHORUS_MAX_BYTES } from '../common/schemas/chorus';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { takeBackDeadLeases } from './modules/collectors/deadRuns';
import { startJobs } from './jobs';
import { createBoss } from './jobs/queue';
import { createJobRunner } from './jobs/runner';
import { createMailer } from './messaging/mailer';
import { createEinvoiceTasks } from './modules/chorus/einvoice/einvoiceTasks';
import { openChorusGateway } from './modules/chorus/gateway';
import { createTokenService, resolveSigningKey } from './auth/tokens';
import { createLogger } from './http/logger';
import { createStylesheetPass } from './http/stylesheetPass';
import { createPdfTasks } from './pdf/pdfTasks';
import { publicUrl } from './publicUrl';
import { createSecretBox, resolveSecretsKey } from './security/secretBox';
import { createBlobStore } from './storage';

export type RunningContext = AppContext & { close: () => Promise<void> };

/** Failures outside any request: a database connection ended, a job or the queue's upkeep failed. */
export type BackgroundErrorHandler = (error: Error, source: 'database' | 'jobs') => void;

const logBackgroundError = (config: Config): BackgroundErrorHandler => {
  const log = pino({ level: config.logLevel });
  return (error, source) =>
    log.error({ err: error, source }, source === 'database' ? 'database connection lost' : 'job queue error');
};

/**
 * The last guard, not the fix: a promise that rejects unheard anywhere is logged and the process
 * serves on, rather than ending for every tenant. Each known path handles its own failures.
 */
export const logUnhandledRejections = (config: Config) => {
  const log = pino({ level: config.logLevel });
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
};

/**
 * Opens everything the modules need: database (migrated), signing key, blob store, job queue.
 * `inMemory` keeps PGlite in memory (tests), started from `pgliteSnapshot` when given; otherwise PGlite lives in DATA_DIR/pglite unless
 * DATABASE_URL names a PostgreSQL server. The job runner logs to `logStream` (tests read it) or
 * standard output.
 */
export const openContext = async (
  config: Config,
  options: {
    inMemory?: boolean;
    pgliteSnapshot?: Blob;
    onError?: BackgroundErrorHandler;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<RunningContext> => {
  const onError = options.onError ?? logBackgroundError(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.inMemory ? undefined : path.join(config.dataDir, 'pglite'),
    pgliteCacheMb: config.pgliteCacheMb,
    pgliteSnapshot: options.pgliteSnapshot,
    onConnectionError: (error) => onError(error, 'database'),
  });
  await migrateToLatest(database.db);
  const signingKey = await resolveSigningKey(database.db, config.jwtSecret);
  const tokens = createTokenService(signingKey);
  const blobs = await createBlobStore(config);
  // What a process killed mid-upload left behind: never a blob, only its temporary file.
  await blobs.removeDeadTemporaries();
  // What a process killed mid-collection left: its runs shown as under way, its leases held.
  await takeBackDeadLeases(database.db);
  const boss = createBoss(database, (error) => onError(error, 'jobs'));
  await boss.start();
  const secrets = createSecretBox(await resolveSecretsKey(config.secretsKey, config.dataDir));
  const ctx: AppContext = {
    config,
    database,
    tokens,
    blobs,
    boss,
    mailer: createMailer(config),
    secrets,
    stylesheetPass: createStylesheetPass(signingKey, { secure: publicUrl(config).startsWith('https:') }),
    pdf: createPdfTasks(config.pdf),
    // Invoices share the PDF work's limits; a file is at most what Chorus takes.
    einvoice: createEinvoiceTasks({ ...config.pdf, maxBytes: CHORUS_MAX_BYTES }),
    chorus: await openChorusGateway(config.chorus, config.logLevel),
    log: createLogger(config.logLevel, options.logStream),
    jobFailures: new Map(),
  };
  const runner = createJobRunner(boss, database, (error) => onError(error, 'jobs'), {
    log: ctx.log,
    onFailure: (queue) => ctx.jobFailures.set(queue, (ctx.jobFailures.get(queue) ?? 0) + 1),
  });
  await startJobs(ctx, config.runWorkers ? runner.work : undefined);
  return {
    ...ctx,
    close: async () => {
      await runner.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await ctx.pdf.close();
      await ctx.chorus.close();
      await ctx.einvoice.close();
      await database.close();
    },
  };
};
