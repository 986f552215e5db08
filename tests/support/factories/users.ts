import { accessRules, users } from '../../../common/api/rights';
import type { Feature } from '../../../common/features';
import { hashPassword } from '../../../server/auth/passwords';
import { apiAs } from '../api';
import { loginAs, type TestServer } from '../testServer';

/**
 * A user the demo administrator creates through the API, as a customer would: placed in one
 * organisation, seeing only it, and holding a rule on it with the given features.
 */
export const makeScopedUser = async (
  server: TestServer,
  { login, orgId, features }: { login: string; orgId: string; features: Feature[] },
) => {
  const admin = apiAs(server, (await loginAs(server, 'admin')).token);
  const { data: user } = await admin.ok(users.create, {
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
  if (features.length) {
    await admin.ok(accessRules.create, { body: { name: `${login} rule`, orgId, userIds: [user.id], features } });
  }
  return { id: user.id, token: (await loginAs(server, login, 'Scoped-Pass-1')).token };
};

/**
 * A user of the demo customer written straight into the database, for tests that change or block
 * accounts (and need what the API does not let an administrator set, such as `mustInitAccount`).
 */
export const insertUser = async (
  server: TestServer,
  fields: { login: string; password?: string; email?: string; mustInitAccount?: boolean; features?: Feature[] },
) => {
  const { db } = server.ctx.database;
  const customer = await db
    .selectFrom('users')
    .select(['customer_id', 'org_id'])
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      customer_id: customer.customer_id,
      org_id: customer.org_id,
      login: fields.login,
      password_hash: await hashPassword(fields.password ?? 'Liasse-Demo-1'),
      first_name: 'Test',
      name: fields.login,
      email: fields.email ?? `${fields.login}@demo.liasse.example`,
      must_init_account: fields.mustInitAccount ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('user_visible_organizations').values({ user_id: user.id, org_id: customer.org_id }).execute();
  if (fields.features?.length) {
    const rule = await db
      .insertInto('access_rules')
      .values({
        customer_id: customer.customer_id,
        org_id: customer.org_id,
        name: fields.login,
        features: fields.features,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('access_rule_users').values({ rule_id: rule.id, user_id: user.id }).execute();
  }
  return user;
};
