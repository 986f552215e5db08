import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { FEATURES, type Feature } from '../../../common/features';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../schema';
import { DEMO_SIREN, seedDemoTeam } from './demoTeam';
import { loadSireneSample } from './sireneSample';

export const DEMO_PASSWORD = 'Liasse-Demo-1';

// ORGANIZATIONS_LIST so that hr's menu is not empty before the employee and document areas exist.
const HR_FEATURES: Feature[] = [
  'ORGANIZATIONS_LIST',
  'EMPLOYEES_EDIT',
  'EMPLOYEES_LIST',
  'DOCUMENTS_LIST',
  'DOCUMENTS_UPLOAD',
  // HR correct a document filed to the wrong employee.
  'DOCUMENTS_EDIT',
  'CAMPAIGNS_EDIT',
  'CAMPAIGNS_LIST',
  'SIGN_WORKFLOWS_LIST',
];

type DemoUser = {
  login: string;
  firstName: string;
  name: string;
  rule?: string;
  features: Feature[];
  mustInitAccount?: boolean;
  /** A personal document account: an employee of the Paris organisation, seeing nothing else. */
  employee?: boolean;
};

export const DEMO_USERS: DemoUser[] = [
  { login: 'admin', firstName: 'Camille', name: 'Martin', rule: 'Administration', features: [...FEATURES] },
  { login: 'hr', firstName: 'Julien', name: 'Bernard', rule: 'Ressources humaines', features: HR_FEATURES },
  // An employee whose personal account was just created: the first login leads to its finalisation.
  { login: 'salarie', firstName: 'Léa', name: 'Petit', features: [], mustInitAccount: true, employee: true },
];

/**
 * Creates the demo customer, its organisations, users and rules, once, even when several
 * processes start together on one database. Returns whether it did.
 */
export const seedDemoTenant = async (db: Kysely<DB>): Promise<boolean> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('liasse.seed-demo'))`.execute(trx);
    // Before the early return, so a database seeded before the directory existed gets the sample too.
    await loadSireneSample(trx);
    const existing = await trx.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirst();
    if (existing) return false;
    const [customerId, parisId, lyonId] = [randomUUID(), randomUUID(), randomUUID()];
    const organization = (
      id: string,
      name: string,
      siret: string,
      parentId: string | null,
      [street, zip_code, city]: [string, string, string],
    ) => ({
      id,
      customer_id: customerId,
      parent_id: parentId,
      name,
      siret,
      org_path: parentId ? [parentId, id] : [id],
      street,
      zip_code,
      city,
      country: 'FRANCE',
    });
    await trx
      .insertInto('organizations')
      .values(organization(customerId, 'Liasse Démo', '84123456700011', null, ['12 RUE D ANJOU', '75008', 'PARIS']))
      .execute();
    await trx
      .insertInto('organizations')
      .values([
        organization(parisId, 'Liasse Démo Paris', '84123456700029', customerId, [
          '40 RUE DU LOUVRE',
          '75001',
          'PARIS',
        ]),
        organization(lyonId, 'Liasse Démo Lyon', '84123456700037', customerId, [
          '3 QUAI JULES COURMONT',
          '69002',
          'LYON',
        ]),
      ])
      .execute();

    await seedDemoTeam(trx, customerId, parisId);
    for (const demo of DEMO_USERS) {
      const employee = demo.employee ? await demoEmployee(trx, customerId, parisId, demo) : undefined;
      const user = await trx
        .insertInto('users')
        .values({
          customer_id: customerId,
          org_id: employee ? parisId : customerId,
          employee_id: employee?.id ?? null,
          login: demo.login,
          password_hash: passwordHash,
          first_name: demo.firstName,
          name: demo.name,
          email: `${demo.login}@demo.liasse.example`,
          must_init_account: demo.mustInitAccount ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (employee) continue;
      await trx.insertInto('user_visible_organizations').values({ user_id: user.id, org_id: customerId }).execute();
      if (!demo.rule) continue;
      const rule = await trx
        .insertInto('access_rules')
        .values({ customer_id: customerId, org_id: customerId, name: demo.rule, features: demo.features })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('access_rule_users').values({ rule_id: rule.id, user_id: user.id }).execute();
    }
    return true;
  });
};

/** The employee behind a demo personal account, its account created and not yet finalised. */
const demoEmployee = async (trx: Kysely<DB>, customerId: string, orgId: string, demo: DemoUser) => {
  const employee = await trx
    .insertInto('employees')
    .values({
      customer_id: customerId,
      first_name: demo.firstName,
      last_name: demo.name,
      email: `${demo.login}@demo.liasse.example`,
      registration_number: 'DEMO001',
      company_siren: DEMO_SIREN,
      // She accepted dematerialised payslips: a mailing's payslip lands in her personal account.
      bpe_agreement: true,
      bpe_agreement_at: new Date(),
      bpe_agreement_by: 'Camille Martin',
      account_state: 'CREATED',
      account_created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('employee_organizations').values({ employee_id: employee.id, org_id: orgId }).execute();
  return employee;
};
