import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeVisible, type EmployeeScope } from '../../server/access/employeeVisibility';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

type Org = { id: string; path: string[] };
type Rule = { features: string[]; employee_ids: string[]; employee_group_ids: string[] };

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EMPLOYEES = [uuid(9001), uuid(9002), uuid(9003), uuid(9004)];
const GROUPS = [uuid(9201), uuid(9202)];

/** The plain reading: linked to an organisation under a visible one, and named by an employee rule or its groups. */
const sees = (
  employee: string,
  links: Record<string, string[]>,
  groups: Record<string, string[]>,
  rules: Rule[],
  visibleOrgIds: string[],
  orgs: Map<string, Org>,
) => {
  const linked = links[employee].some((org) => visibleOrgIds.some((id) => orgs.get(org)!.path.includes(id)));
  const employeeRules = rules.filter((rule) => rule.features.some((feature) => feature.startsWith('EMPLOYEES_')));
  if (employeeRules.some((rule) => rule.employee_ids.length + rule.employee_group_ids.length === 0)) return linked;
  return (
    linked &&
    employeeRules.some(
      (rule) =>
        rule.employee_ids.includes(employee) || rule.employee_group_ids.some((id) => groups[id].includes(employee)),
    )
  );
};

const arbOrgs = fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).map((parents) => {
  const orgs: Org[] = [{ id: uuid(1), path: [uuid(1)] }];
  parents.forEach((parent, i) => {
    const id = uuid(i + 2);
    orgs.push({ id, path: [...orgs[parent % orgs.length].path, id] });
  });
  return orgs;
});

const scenario = arbOrgs.chain((orgs) => {
  const orgId = fc.constantFrom(...orgs.map((org) => org.id));
  const rule: fc.Arbitrary<Rule> = fc.record({
    features: fc.subarray(['EMPLOYEES_LIST', 'EMPLOYEES_EDIT', 'DOCUMENTS_LIST'], { minLength: 1 }),
    employee_ids: fc.subarray(EMPLOYEES, { maxLength: 2 }),
    employee_group_ids: fc.subarray(GROUPS),
  });
  return fc.record({
    orgs: fc.constant(orgs),
    links: fc.tuple(...EMPLOYEES.map(() => fc.uniqueArray(orgId, { minLength: 1, maxLength: 2 }))),
    groups: fc.tuple(...GROUPS.map(() => fc.subarray(EMPLOYEES))),
    rules: fc.array(rule, { maxLength: 3 }),
    visibleOrgIds: fc.uniqueArray(orgId, { minLength: 1, maxLength: 2 }),
  });
});

class Rollback extends Error {}

describe('the employees a caller sees, compiled to SQL', () => {
  it('are exactly those a plain reading of their organisations, rules and employee groups allows', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ orgs, links: linkList, groups: groupList, rules, visibleOrgIds }) => {
        const byId = new Map(orgs.map((org) => [org.id, org]));
        const links = Object.fromEntries(EMPLOYEES.map((id, i) => [id, linkList[i]]));
        const groups = Object.fromEntries(GROUPS.map((id, i) => [id, groupList[i]]));
        const customerId = orgs[0].id;
        const scope = { customerId, visibleOrgIds, rules } as unknown as EmployeeScope;
        let seen: string[] = [];
        // Each case runs in a transaction rolled back at its end, so cases never see each other.
        await database.db
          .transaction()
          .execute(async (trx) => {
            for (const org of orgs) {
              await trx
                .insertInto('organizations')
                .values({
                  id: org.id,
                  customer_id: customerId,
                  parent_id: org.path.at(-2) ?? null,
                  name: org.id,
                  siret: null,
                  org_path: org.path,
                })
                .execute();
            }
            await trx
              .insertInto('employees')
              .values(EMPLOYEES.map((id) => ({ id, customer_id: customerId, first_name: id, last_name: id })))
              .execute();
            await trx
              .insertInto('employee_organizations')
              .values(
                Object.entries(links).flatMap(([employee_id, ids]) => ids.map((org_id) => ({ employee_id, org_id }))),
              )
              .execute();
            await trx
              .insertInto('employee_groups')
              .values(GROUPS.map((id) => ({ id, customer_id: customerId, org_id: customerId, name: id })))
              .execute();
            const members = Object.entries(groups).flatMap(([group_id, ids]) =>
              ids.map((employee_id) => ({ group_id, employee_id })),
            );
            if (members.length) await trx.insertInto('employee_group_members').values(members).execute();
            const found = await trx
              .selectFrom('employees')
              .select('id')
              .where(employeeVisible(scope, 'employees'))
              .execute();
            seen = found.map((row) => row.id).sort();
            throw new Rollback();
          })
          .catch((error) => {
            if (!(error instanceof Rollback)) throw error;
          });
        const expected = EMPLOYEES.filter((id) => sees(id, links, groups, rules, visibleOrgIds, byId)).sort();
        expect(seen).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
