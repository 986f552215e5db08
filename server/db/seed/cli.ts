import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openContext } from '../../start';
import { seedOrganizations } from './bulk';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoTenant } from './demo';
import { seedDemoDocuments } from './demoDocuments';

// npm run seed -- [--organizations N]: the demo tenant, plus large data for benchmarks.
const { values } = parseArgs({ options: { organizations: { type: 'string', default: '0' } } });
const organizations = Number(values.organizations);
if (!Number.isInteger(organizations) || organizations < 0) {
  console.error('--organizations must be a whole number');
  process.exit(1);
}

const ctx = await openContext(loadConfig({ ...process.env, RUN_WORKERS: 'false' }));
try {
  if (await seedDemoTenant(ctx.database.db)) {
    await seedDemoDocuments(ctx);
    console.log(
      `Demo tenant created. Demo logins: ${DEMO_USERS.map((u) => `${u.login} / ${DEMO_PASSWORD}`).join(', ')}`,
    );
  }
  if (organizations > 0) {
    await seedOrganizations(ctx.database.db, organizations, (done) =>
      process.stdout.write(`\rorganizations: ${done}/${organizations}`),
    );
    process.stdout.write('\n');
  }
} finally {
  await ctx.close();
}
