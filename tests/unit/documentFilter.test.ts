import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocCriteria } from '../../common/schemas/rights';
import { resolveDocumentScope, visibleDocuments, type DocumentRule } from '../../server/access/documentFilter';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

type Org = { id: string; path: string[] };
type Doc = {
  id: string;
  org_id: string;
  doc_type: string;
  period_start: string | null;
  period_end: string | null;
  employee_id: string | null;
  third_party_id: string | null;
  metadata: Record<string, string>;
};

/** The members of each employee group. */
type Groups = Record<string, string[]>;

/** The plain reading of the rules, written independently of the SQL: the oracle. */
const allows = (doc: Doc, rules: DocumentRule[], visibleOrgIds: string[], orgs: Map<string, Org>, groups: Groups) => {
  const path = orgs.get(doc.org_id)!.path;
  if (!visibleOrgIds.some((id) => path.includes(id))) return false;
  const matches = (criteria: TDocCriteria) => {
    switch (criteria.type) {
      case 'DocTypeCriteria':
        return doc.doc_type === criteria.value;
      case 'OrgsCriteria':
        return criteria.orgIds.includes(doc.org_id);
      case 'MetaDataCriteria':
        return doc.metadata[criteria.key] === criteria.value;
      case 'PeriodCriteria': {
        const start = doc.period_start ?? doc.period_end;
        const end = doc.period_end ?? doc.period_start;
        if (!start || !end) return false;
        return criteria.periods.some(
          (p) => (!p.start || end >= p.start.slice(0, 10)) && (!p.end || start <= p.end.slice(0, 10)),
        );
      }
    }
  };
  return rules.some(
    (rule) =>
      path.includes(rule.org_id) &&
      rule.doc_criterias.every(matches) &&
      // The employees a rule names and the members of its groups are one criterion.
      (rule.employee_ids.length + rule.employee_group_ids.length === 0 ||
        rule.employee_ids.includes(doc.employee_id ?? '') ||
        rule.employee_group_ids.some((group) => groups[group].includes(doc.employee_id ?? ''))) &&
      (rule.third_party_ids.length === 0 || rule.third_party_ids.includes(doc.third_party_id ?? '')),
  );
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EMPLOYEES = [uuid(9001), uuid(9002), uuid(9003)];
const THIRD_PARTIES = [uuid(9101), uuid(9102)];
const GROUPS = [uuid(9201), uuid(9202)];
const TYPES = ['PAYE', 'WCNT', 'CHIN'];
const DAYS = ['2025-01-15', '2025-03-31', '2025-06-30', '2025-09-01', '2025-12-31'];

/** A random tree of organisations: each one's parent is an earlier one. */
const arbOrgs = fc.array(fc.nat(), { minLength: 2, maxLength: 12 }).map((parents) => {
  const orgs: Org[] = [{ id: uuid(1), path: [uuid(1)] }];
  parents.forEach((parent, i) => {
    const id = uuid(i + 2);
    orgs.push({ id, path: [...orgs[parent % orgs.length].path, id] });
  });
  return orgs;
});

const scenario = arbOrgs.chain((orgs) => {
  const orgId = fc.constantFrom(...orgs.map((org) => org.id));
  const criteria: fc.Arbitrary<TDocCriteria> = fc.oneof(
    fc.constantFrom(...TYPES).map((value) => ({ type: 'DocTypeCriteria' as const, value })),
    fc.uniqueArray(orgId, { minLength: 1, maxLength: 3 }).map((orgIds) => ({ type: 'OrgsCriteria' as const, orgIds })),
    fc.constantFrom('A', 'B').map((value) => ({ type: 'MetaDataCriteria' as const, key: 'site', value })),
    fc
      .array(
        fc
          .record({ start: fc.option(fc.constantFrom(...DAYS)), end: fc.option(fc.constantFrom(...DAYS)) })
          .filter((p) => Boolean(p.start || p.end)),
        { minLength: 1, maxLength: 2 },
      )
      .map((periods) => ({
        type: 'PeriodCriteria' as const,
        periods: periods.map((p) => ({
          ...(p.start ? { start: `${p.start}T00:00:00` } : {}),
          ...(p.end ? { end: `${p.end}T23:59:59` } : {}),
        })),
      })),
  );
  const rule: fc.Arbitrary<DocumentRule> = fc.record({
    org_id: orgId,
    doc_criterias: fc.array(criteria, { maxLength: 3 }),
    employee_ids: fc.subarray(EMPLOYEES, { maxLength: 2 }),
    employee_group_ids: fc.subarray(GROUPS, { maxLength: 2 }),
    third_party_ids: fc.subarray(THIRD_PARTIES, { maxLength: 1 }),
  });
  const doc = fc.record({
    org_id: orgId,
    doc_type: fc.constantFrom(...TYPES),
    period_start: fc.option(fc.constantFrom(...DAYS)),
    period_end: fc.option(fc.constantFrom(...DAYS)),
    employee_id: fc.option(fc.constantFrom(...EMPLOYEES)),
    third_party_id: fc.option(fc.constantFrom(...THIRD_PARTIES)),
    metadata: fc.option(fc.constantFrom('A', 'B', 'C')).map((site): Record<string, string> => (site ? { site } : {})),
  });
  return fc.record({
    orgs: fc.constant(orgs),
    docs: fc.array(doc, { minLength: 1, maxLength: 40 }),
    rules: fc.array(rule, { maxLength: 4 }),
    visibleOrgIds: fc.uniqueArray(orgId, { minLength: 1, maxLength: 2 }),
    groups: fc
      .tuple(...GROUPS.map(() => fc.subarray(EMPLOYEES)))
      .map((members): Groups => Object.fromEntries(GROUPS.map((id, i) => [id, members[i]]))),
  });
});

class Rollback extends Error {}

describe('the access rules compiled to SQL', () => {
  it('return exactly the documents a plain reading of the rules allows', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ orgs, docs, rules, visibleOrgIds, groups }) => {
        const byId = new Map(orgs.map((org) => [org.id, org]));
        const rows = docs.map((doc, i) => ({ ...doc, id: uuid(100_000 + i) }));
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
                  customer_id: org.path[0],
                  parent_id: org.path.at(-2) ?? null,
                  name: org.id,
                  siret: null,
                  org_path: org.path,
                })
                .execute();
            }
            const customerId = orgs[0].id;
            await trx
              .insertInto('employees')
              .values(EMPLOYEES.map((id) => ({ id, customer_id: customerId, first_name: id, last_name: id })))
              .execute();
            await trx
              .insertInto('employee_groups')
              .values(GROUPS.map((id) => ({ id, customer_id: customerId, org_id: customerId, name: id })))
              .execute();
            const members = Object.entries(groups).flatMap(([group_id, ids]) =>
              ids.map((employee_id) => ({ group_id, employee_id })),
            );
            if (members.length) await trx.insertInto('employee_group_members').values(members).execute();
            await trx
              .insertInto('documents')
              .values(rows.map((doc) => ({ ...doc, customer_id: orgs[0].id, metadata: JSON.stringify(doc.metadata) })))
              .execute();
            const found = await trx
              .selectFrom('documents')
              .select('id')
              .where(visibleDocuments(await resolveDocumentScope(trx, rules, visibleOrgIds)))
              .execute();
            seen = found.map((row) => row.id).sort();
            throw new Rollback();
          })
          .catch((error) => {
            if (!(error instanceof Rollback)) throw error;
          });
        const expected = rows
          .filter((doc) => allows(doc, rules, visibleOrgIds, byId, groups))
          .map((doc) => doc.id)
          .sort();
        expect(seen).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('shows nothing to a user without rules or without visible organisations', async () => {
    const none = await database.db
      .selectFrom('documents')
      .select('id')
      .where(visibleDocuments(await resolveDocumentScope(database.db, [], [uuid(1)])))
      .execute();
    expect(none).toEqual([]);
  });
});
