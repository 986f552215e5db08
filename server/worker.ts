import { loadConfig } from './config';
import { createLogger } from './http/logger';
import { stopGracefully } from './operations/gracefulStop';
import { logUnhandledRejections, openContext } from './start';

// Job workers without the web server, for deployments that scale them apart (PostgreSQL only:
// PGlite is one process's embedded database).
const config = loadConfig({ ...process.env, RUN_WORKERS: 'true' });
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: with PGlite, `npm start` runs the workers itself.');
  process.exit(1);
}
logUnhandledRejections(config);
const ctx = await openContext(config);
const log = createLogger(config.logLevel);
// The jobs under way reach a safe point, then the queue and the database close.
stopGracefully(log, config.operations.shutdownMs, () => ctx.close());
log.info('Liasse job workers started');
