/**
 * The collection worker of collectorCrash.test.ts, in a process of its own so that the test can
 * kill -9 it: opens the portal's context on DATABASE_URL and DATA_DIR (no other workers), says
 * "ready", then runs one collection of the subscription as its job would (the same job, so the
 * same lease token each time), to its end.
 */
import { loadConfig } from '../../server/config';
import { collectSubscription } from '../../server/modules/collectors/collect';
import { openContext } from '../../server/start';

const [subscriptionId, token] = process.argv.slice(2) as [string, string];
const ctx = await openContext(
  loadConfig({
    ...process.env,
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'warn',
    // The IMAP peer listens on loopback, which production refuses.
    REMOTE_HOSTS_ALLOWED: '127.0.0.1',
  }),
);
console.log('ready');
const ran = await collectSubscription(ctx, subscriptionId, token, 'REQUEST');
await ctx.close();
process.exit(ran ? 0 : 2);
