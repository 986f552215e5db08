import { loadConfig } from './config';
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
console.log('Liasse job workers started');
const stop = async () => {
  await ctx.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
