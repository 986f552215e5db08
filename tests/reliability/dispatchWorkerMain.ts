/**
 * The dispatch worker of campaignCrash.test.ts, in a process of its own so that the test can
 * kill -9 it: opens the portal's context on DATABASE_URL and DATA_DIR (no other workers), says
 * "ready", then runs the campaign's dispatch as the job would, to its end.
 */
import { dispatchCampaign } from '../../server/modules/campaigns/dispatch/dispatchCampaign';
import { loadConfig } from '../../server/config';
import { openContext } from '../../server/start';

const campaignId = process.argv[2];
const ctx = await openContext(loadConfig({ ...process.env, RUN_WORKERS: 'false', LOG_LEVEL: 'warn' }));
console.log('ready');
const outcome = await dispatchCampaign(ctx, campaignId);
console.log(outcome);
await ctx.close();
process.exit(outcome === 'done' ? 0 : 2);
