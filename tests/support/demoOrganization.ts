import type { TestServer } from './testServer';

/** The demo customer's organisations, by the end of their name. */
export const demoOrganization = async (server: TestServer, suffix: 'Paris' | 'Lyon') =>
  server.ctx.database.db
    .selectFrom('organizations')
    .selectAll()
    .where('name', '=', `Liasse Démo ${suffix}`)
    .executeTakeFirstOrThrow();
