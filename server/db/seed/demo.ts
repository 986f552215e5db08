import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FEATURES, type Feature } from '../../../common/features';
import { hashPassword } from '../../modules/auth/passwords';
import type { DB } from '../schema';

export const DEMO_PASSWORD = 'Liasse-Demo-1';

const HR_FEATURES: Feature[] = [
  'EMPLOYEES_EDIT',
  'EMPLOYEES_LIST',
  'DOCUMENTS_LIST',
  'DOCUMENTS_UPLOAD',
  'CAMPAIGNS_EDIT',
  'CAMPAIGNS_LIST',
  'SIGN_WORKFLOWS_LIST',
];

export const DEMO_USERS = [
  { login: 'admin', firstName: 'Camille', name: 'Martin', rule: 'Administration', features: [...FEATURES] },
  { login: 'hr', firstName: 'Julien', name: 'Bernard', rule: 'Ressources humaines', features: HR_FEATURES },
];

/** Creates the demo customer, its organisations, users and rules, once. Returns whether it did. */
export const seedDemoTenant = async (db: Kysely<DB>): Promise<boolean> => {
  const existing = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const customerId = randomUUID();
    await trx
      .insertInto('organizations')
      .values({
        id: customerId,
        customer_id: customerId,
        parent_id: null,
        name: 'Liasse Démo',
        siret: '84123456700011',
      })
      .execute();
    await trx
      .insertInto('organizations')
      .values([
        { customer_id: customerId, parent_id: customerId, name: 'Liasse Démo Paris', siret: '84123456700029' },
        { customer_id: customerId, parent_id: customerId, name: 'Liasse Démo Lyon', siret: '84123456700037' },
      ])
      .execute();

    for (const demo of DEMO_USERS) {
      const user = await trx
        .insertInto('users')
        .values({
          customer_id: customerId,
          org_id: customerId,
          login: demo.login,
          password_hash: passwordHash,
          first_name: demo.firstName,
          name: demo.name,
          email: `${demo.login}@demo.liasse.example`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rule = await trx
        .insertInto('access_rules')
        .values({ customer_id: customerId, org_id: customerId, name: demo.rule, features: demo.features })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('access_rule_users').values({ rule_id: rule.id, user_id: user.id }).execute();
    }
  });
  return true;
};
