import type { Feature } from '../../common/features';
import { call, loginAs, type TestServer } from './testServer';

/** The demo customer's organisations, by the end of their name. */
export const demoOrganization = async (server: TestServer, suffix: 'Paris' | 'Lyon') =>
  server.ctx.database.db
    .selectFrom('organizations')
    .selectAll()
    .where('name', '=', `Liasse Démo ${suffix}`)
    .executeTakeFirstOrThrow();

/**
 * A user the demo administrator creates through the API, as a customer would: placed in one
 * organisation, seeing only it, and holding a rule on it with the given features.
 */
export const makeScopedUser = async (
  server: TestServer,
  { login, orgId, features }: { login: string; orgId: string; features: Feature[] },
) => {
  const admin = (await loginAs(server, 'admin')).token;
  const created = await call(server, '/api/user-directory/desk-user', {
    token: admin,
    body: {
      login,
      firstName: 'Scoped',
      lastName: login,
      email: `${login}@demo.liasse.example`,
      password: 'Scoped-Pass-1',
      confirmation: 'Scoped-Pass-1',
      userOrgId: orgId,
      visuOrgIds: [orgId],
    },
  });
  if (created.status !== 201) throw new Error(`user ${login}: ${created.status} ${await created.text()}`);
  const { data: user } = (await created.json()) as { data: { id: string } };
  if (features.length) {
    const rule = await call(server, '/api/desk/access-rule', {
      token: admin,
      body: { name: `${login} rule`, orgId, userIds: [user.id], features },
    });
    if (rule.status !== 201) throw new Error(`rule of ${login}: ${rule.status} ${await rule.text()}`);
  }
  return { id: user.id, token: (await loginAs(server, login, 'Scoped-Pass-1')).token };
};
