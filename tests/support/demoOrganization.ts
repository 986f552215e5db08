import { chorus } from '../../common/api/chorus';
import { DEMO_SUPPLIER_SIRET } from '../../server/modules/chorus/simulator/demoSeed';
import { apiAs } from './api';
import type { TestServer } from './testServer';

/** The demo customer's organisations, by the end of their name. */
export const demoOrganization = async (server: TestServer, suffix: 'Paris' | 'Lyon') =>
  server.ctx.database.db
    .selectFrom('organizations')
    .selectAll()
    .where('name', '=', `Liasse Démo ${suffix}`)
    .executeTakeFirstOrThrow();

/**
 * The demo customer's root, whose SIRET is the Chorus simulator's demo supplier, connected to the
 * simulator with its demo account (`POST guichet-cpp/configure`, as the connection dialog does).
 */
export const connectedDemoSupplier = async (server: TestServer, token: string) => {
  const { id } = await server.ctx.database.db
    .selectFrom('organizations')
    .select('id')
    .where('siret', '=', DEMO_SUPPLIER_SIRET)
    .executeTakeFirstOrThrow();
  await apiAs(server, token).ok(chorus.configure, { body: { orgId: id, environment: 'SIMULATOR' } });
  return id;
};
