import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoTenant } from './db/seed/demo';
import { seedDemoDocuments } from './db/seed/demoDocuments';
import { stopGracefully } from './operations/gracefulStop';
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

// app.close() stops listening and waits for the calls in flight; ctx.close() lets the jobs reach a
// safe point, then closes the queue and the database.
stopGracefully(app.log, config.operations.shutdownMs, async () => {
  await app.close();
  await ctx.close();
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(
  { port },
  `Liasse is ready on http://localhost:${port} (${ctx.database.kind}, blobs on ${config.s3 ? 'S3' : 'disk'})`,
);
