import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoTenant } from './db/seed/demo';
import { seedDemoDocuments } from './db/seed/demoDocuments';
import { logUnhandledRejections, openContext } from './start';

const config = loadConfig();
logUnhandledRejections(config);
const ctx = await openContext(config);
const app = await buildApp(ctx);

if (config.seedDemo && (await seedDemoTenant(ctx.database.db))) {
  await seedDemoDocuments(ctx);
  const logins = DEMO_USERS.map((user) => `${user.login} / ${DEMO_PASSWORD}`).join(', ');
  app.log.info(`Demo tenant created. Demo logins: ${logins}`);
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await ctx.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Liasse is ready on http://localhost:${config.port} (${ctx.database.kind}, blobs on ${config.s3 ? 'S3' : 'disk'})`,
);
