/**
 * The purge of purgeCrash.test.ts, in a process of its own so that the test can kill -9 it: opens
 * the portal's context on DATABASE_URL and DATA_DIR (no other workers), says "ready", then purges
 * the customer's expired documents as the job would, to its end.
 */
import { loadConfig } from '../../server/config';
import { purgeExpired } from '../../server/modules/retention/purge';
import { openContext } from '../../server/start';

const customerId = process.argv[2]!;
const ctx = await openContext(loadConfig({ ...process.env, RUN_WORKERS: 'false', LOG_LEVEL: 'warn' }));
console.log('ready');
await purgeExpired(ctx.database.db, ctx.blobs, { customerId, orgIds: null });
await ctx.close();
process.exit(0);
