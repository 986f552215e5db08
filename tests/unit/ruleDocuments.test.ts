import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocCriteria } from '../../common/schemas/rights';
import { documentReaderOf } from '../../server/access/documentAccess';
import { resolveDocumentScope, visibleDocuments, type DocumentRule } from '../../server/access/documentFilter';
import { accessOfUser } from '../../server/access/requestAccess';
import type { Database } from '../../server/db/database';
import { PageKeys } from '../../server/db/pageKeys';
import type { DB } from '../../server/db/schema';
import { searchDocuments } from '../../server/modules/documents/service';
import { builtScope } from '../../server/modules/documents/rulePage';
import { rebuildStaleScope } from '../../server/modules/rules/indexDocuments';
import { insertOrgTree, moveOrganization, ORG_IDS, ORGS, rolledBack, uuid } from '../support/orgTree';
import { openTestDatabase } from '../support/testDatabase';

/**
 * The index of what each set of rules lets through (scopes, migration 0034) against the rule
 * filter applied to the documents themselves, after every kind of change it must follow: documents
 * inserted, changed and deleted, organisations moved, rules added, changed and deleted, employee
 * groups changed, scopes registered and rebuilt. An up-to-date scope's rows must be exactly what
 * its rules let through; and the documents list read from them must page exactly as the filtered
 * documents do.
 */

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

const ROOT = ORG_IDS[0];
const EMPLOYEES = [uuid(9001), uuid(9002), uuid(9003)];
const GROUPS = [uuid(9201), uuid(9202)];
const PARTIES = [uuid(9101), uuid(9102)];
const TYPES = ['PAYE', 'WCNT', 'CHIN'];
const DAYS = ['2024-12-31', '2025-01-15', '2025-06-30'];
/** Few deposit times, so that pages break ties by id. */
const TIMES = ['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-03T00:00:00Z'];
const READER = uuid(9301);

const orgId = fc.constantFrom(...ORG_IDS);
const doc = fc.record({
  org_id: orgId,
  doc_type: fc.constantFrom(...TYPES),
  period_start: fc.option(fc.constantFrom(...DAYS)),
  period_end: fc.option(fc.constantFrom(...DAYS)),
  employee_id: fc.option(fc.constantFrom(...EMPLOYEES)),
  third_party_id: fc.option(fc.constantFrom(...PARTIES)),
  metadata: fc.constantFrom({}, { site: 'A' }, { site: 'B' }),
  created_at: fc.constantFrom(...TIMES),
});
const day = fc.constantFrom(...DAYS.map((d) => `${d}T00:00:00`), '2025-03-01T12:00:00');
const criteria: fc.Arbitrary<TDocCriteria> = fc.oneof(
  fc.constantFrom(...TYPES).map((value) => ({ type: 'DocTypeCriteria' as const, value })),
  fc.uniqueArray(orgId, { minLength: 1, maxLength: 3 }).map((orgIds) => ({ type: 'OrgsCriteria' as const, orgIds })),
  fc.constantFrom('A', 'B').map((value) => ({ type: 'MetaDataCriteria' as const, key: 'site', value })),
  fc
    .array(
      fc
        .record({ start: fc.option(day, { nil: undefined }), end: fc.option(day, { nil: undefined }) })
        .filter((period) => period.start !== undefined || period.end !== undefined),
      { minLength: 1, maxLength: 2 },
    )
    .map((periods) => ({ type: 'PeriodCriteria' as const, periods })),
);
/**
 * Often the root or a subtree, each criterion as often absent as present (a rule narrowed on every
 * side would let nothing through); sometimes a rule of the whole customer with no criterion.
 */
const maybe = <T>(some: fc.Arbitrary<T[]>) => fc.oneof(fc.constant([] as T[]), some);
const rule: fc.Arbitrary<DocumentRule> = fc.record({
  org_id: fc.oneof(fc.constant(ROOT), fc.constantFrom(...ORG_IDS.slice(1, 3)), orgId),
  doc_criterias: maybe(fc.array(criteria, { minLength: 1, maxLength: 2 })),
  employee_ids: maybe(fc.subarray(EMPLOYEES, { minLength: 1, maxLength: 2 })),
  employee_group_ids: maybe(fc.subarray(GROUPS, { minLength: 1 })),
  third_party_ids: maybe(fc.subarray(PARTIES, { minLength: 1, maxLength: 1 })),
});
const change = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('insert' as const), docs: fc.array(doc, { minLength: 1, maxLength: 6 }) }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), to: doc }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), many: fc.boolean() }),
  // Weighted: most moves change nothing (a root, or under its own subtree).
  {
    arbitrary: fc.record({ kind: fc.constant('moveOrganization' as const), org: fc.nat(), under: fc.nat() }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('addRule' as const), rule }),
  fc.record({ kind: fc.constant('changeRule' as const), pick: fc.nat(), rule }),
  fc.record({ kind: fc.constant('deleteRule' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('groupMember' as const), group: fc.nat(), employee: fc.nat(), add: fc.boolean() }),
  fc.record({
    kind: fc.constant('registerScope' as const),
    rules: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }),
  { arbitrary: fc.constant({ kind: 'rebuild' as const }), weight: 3 },
);

const insertWorld = async (trx: Kysely<DB>) => {
  await insertOrgTree(trx);
  await trx
    .insertInto('employees')
    .values(EMPLOYEES.map((id) => ({ id, customer_id: ROOT, first_name: id, last_name: id })))
    .execute();
  await trx
    .insertInto('employee_groups')
    .values(GROUPS.map((id) => ({ id, customer_id: ROOT, org_id: ROOT, name: id })))
    .execute();
  await trx
    .insertInto('employee_group_members')
    .values([
      { group_id: GROUPS[0], employee_id: EMPLOYEES[0] },
      { group_id: GROUPS[1], employee_id: EMPLOYEES[1] },
      { group_id: GROUPS[1], employee_id: EMPLOYEES[2] },
    ])
    .execute();
  await trx
    .insertInto('partnerships')
    .values(PARTIES.map((id, i) => ({ id, customer_id: ROOT, org_id: ROOT, siret: `0000000000000${i}`, name: id })))
    .execute();
  await trx
    .insertInto('users')
    .values({
      id: READER,
      customer_id: ROOT,
      org_id: ROOT,
      login: 'reader-rule-documents',
      password_hash: '-',
      first_name: 'R',
      name: 'R',
    })
    .execute();
  await trx.insertInto('user_visible_organizations').values({ user_id: READER, org_id: ROOT }).execute();
};

/** A rule of an organisation's subtree, with no criterion. */
const subtreeRule = (org_id: string): DocumentRule => ({
  org_id,
  doc_criterias: [],
  employee_ids: [],
  employee_group_ids: [],
  third_party_ids: [],
});

const addRule = async (trx: Kysely<DB>, rule: DocumentRule) => {
  const { id } = await trx
    .insertInto('access_rules')
    .values({
      ...rule,
      customer_id: ROOT,
      name: 'r',
      features: ['DOCUMENTS_LIST'],
      doc_criterias: JSON.stringify(rule.doc_criterias),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('access_rule_users').values({ rule_id: id, user_id: READER }).execute();
};

const keyOf = (row: { created_at: Date | string; id: string }) => `${new Date(row.created_at).toISOString()} ${row.id}`;

const isEverything = (rule: DocumentRule) =>
  rule.org_id === ROOT &&
  [rule.doc_criterias, rule.employee_ids, rule.employee_group_ids, rule.third_party_ids].every(
    (list) => list.length === 0,
  );

/** Every up-to-date scope's rows are exactly what the rule filter lets through, by any of its rules. */
const expectIndexExact = async (trx: Kysely<DB>) => {
  const scopes = await trx.selectFrom('access_scopes').selectAll().where('documents_indexed', '=', true).execute();
  for (const scope of scopes) {
    const indexed = await trx
      .selectFrom('access_scope_documents')
      .select(['created_at', 'document_id as id'])
      .where('scope_id', '=', scope.id)
      .execute();
    const rules = await trx.selectFrom('access_rules').selectAll().where('id', 'in', scope.rule_ids).execute();
    expect(rules).toHaveLength(scope.rule_ids.length);
    const filter = visibleDocuments(await resolveDocumentScope(trx, rules, [ROOT]));
    const plain = await trx.selectFrom('documents').select(['created_at', 'id']).where(filter).execute();
    expect(indexed.map(keyOf).sort(), JSON.stringify(rules)).toEqual(plain.map(keyOf).sort());
  }
};

/** The reader's list, read from the index when it can, pages exactly as their filtered documents sorted. */
const expectListExact = async (trx: Kysely<DB>) => {
  const reader = await documentReaderOf(trx, await accessOfUser(trx, READER, ROOT));
  const viewer = { reader, orgScope: { customerId: ROOT, visibleOrgIds: [ROOT] } };
  for (const order of ['DESC', 'ASC'] as const) {
    const direction = order === 'DESC' ? 'desc' : 'asc';
    const expected = (
      await trx
        .selectFrom('documents')
        .select('id')
        .where((eb) => (reader.kind === 'STAFF' ? reader.condition(eb) : sql<boolean>`false`))
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .execute()
    ).map((row) => row.id);
    const keys = new PageKeys();
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
      const search = { search: '', filters: {}, sort: { field: 'createdAt' as const, order }, page, limit: 2 };
      const found = await searchDocuments(trx, viewer, search, keys);
      expect(found.count).toBe(expected.length);
      pages.push(...found.docs.map((d) => d.id));
    }
    expect(pages).toEqual(expected);
  }
  return reader;
};

describe('the index of what each rule lets through', () => {
  it('follows documents, organisations, rules and employee groups, and the list read from it pages as the filter does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { minLength: 4, maxLength: 15 }),
        fc.array(rule, { minLength: 1, maxLength: 3 }),
        fc.array(change, { minLength: 1, maxLength: 6 }),
        async (initial, firstRules, changes) => {
          // Each case runs in a transaction rolled back at its end, so cases never see each other.
          await rolledBack(database, async (trx) => {
            await insertWorld(trx);
            const insert = (docs: typeof initial) =>
              trx
                .insertInto('documents')
                .values(
                  docs.map((d) => ({
                    ...d,
                    metadata: JSON.stringify(d.metadata),
                    created_at: new Date(d.created_at),
                    customer_id: ROOT,
                    file_name: 'f.pdf',
                  })),
                )
                .execute();
            await insert(initial);
            for (const each of firstRules) await addRule(trx, each);
            // The reader's list registers the scope of their rules; built, it answers the next ones.
            await expectListExact(trx);
            while (await rebuildStaleScope(trx));
            await expectIndexExact(trx);
            for (const step of changes) {
              const ids = (await trx.selectFrom('documents').select('id').orderBy('id').execute()).map((r) => r.id);
              const ruleIds = (await trx.selectFrom('access_rules').select('id').orderBy('id').execute()).map(
                (r) => r.id,
              );
              if (step.kind === 'insert') await insert(step.docs);
              if (step.kind === 'update' && ids.length)
                await trx
                  .updateTable('documents')
                  .set({ ...step.to, metadata: JSON.stringify(step.to.metadata), created_at: undefined })
                  .where('id', '=', ids[step.pick % ids.length])
                  .execute();
              if (step.kind === 'delete') {
                const gone = step.many ? ids.filter((_, i) => i % 2 === step.pick % 2) : ids.slice(0, 1);
                if (gone.length) await trx.deleteFrom('documents').where('id', 'in', gone).execute();
              }
              if (step.kind === 'moveOrganization')
                await moveOrganization(trx, ORG_IDS[step.org % ORGS], ORG_IDS[step.under % ORGS]);
              if (step.kind === 'addRule') await addRule(trx, step.rule);
              if (step.kind === 'changeRule' && ruleIds.length)
                await trx
                  .updateTable('access_rules')
                  .set({ ...step.rule, doc_criterias: JSON.stringify(step.rule.doc_criterias) })
                  .where('id', '=', ruleIds[step.pick % ruleIds.length])
                  .execute();
              if (step.kind === 'deleteRule' && ruleIds.length > 1)
                await trx
                  .deleteFrom('access_rules')
                  .where('id', '=', ruleIds[step.pick % ruleIds.length])
                  .execute();
              if (step.kind === 'groupMember') {
                const member = { group_id: GROUPS[step.group % 2], employee_id: EMPLOYEES[step.employee % 3] };
                if (step.add)
                  await trx
                    .insertInto('employee_group_members')
                    .values(member)
                    .onConflict((oc) => oc.doNothing())
                    .execute();
                else
                  await trx
                    .deleteFrom('employee_group_members')
                    .where('group_id', '=', member.group_id)
                    .where('employee_id', '=', member.employee_id)
                    .execute();
              }
              if (step.kind === 'registerScope') {
                const some = ruleIds.filter((_, i) => step.rules[i % step.rules.length]);
                if (some.length) await builtScope(trx, ROOT, some.sort());
              }
              if (step.kind === 'rebuild') while (await rebuildStaleScope(trx));
              await expectIndexExact(trx);
              await expectListExact(trx);
            }
            while (await rebuildStaleScope(trx));
            await expectIndexExact(trx);
            const reader = await expectListExact(trx);
            // Once its scope is built, the list reads from it, unless a rule lets everything through.
            const rules = await trx.selectFrom('access_rules').selectAll().execute();
            const ruleIds = reader.kind === 'STAFF' ? reader.ruleIds : null;
            expect(ruleIds !== null).toBe(!rules.some(isEverything));
            if (ruleIds) expect(await builtScope(trx, ROOT, ruleIds)).not.toBeNull();
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('marks out of date the scopes of a customer whose organisations moved, until rebuilt', async () => {
    await rolledBack(database, async (trx) => {
      await insertWorld(trx);
      // ORG 7 lies under 3, under 1: inside the rule's subtree until 3 moves under 2.
      await trx
        .insertInto('documents')
        .values({ customer_id: ROOT, org_id: ORG_IDS[7], doc_type: 'PAYE', file_name: 'f.pdf' })
        .execute();
      await addRule(trx, subtreeRule(ORG_IDS[1]));
      await expectListExact(trx);
      while (await rebuildStaleScope(trx));
      const rows = () => trx.selectFrom('access_scope_documents').select('document_id').execute();
      expect(await rows()).toHaveLength(1);
      await moveOrganization(trx, ORG_IDS[3], ORG_IDS[2]);
      const { documents_indexed } = await trx
        .selectFrom('access_scopes')
        .select('documents_indexed')
        .executeTakeFirstOrThrow();
      expect(documents_indexed).toBe(false);
      await expectListExact(trx);
      while (await rebuildStaleScope(trx));
      expect(await rows()).toHaveLength(0);
      await expectListExact(trx);
    });
  });

  it('marks out of date the scopes whose rules name an employee group whose members changed, until rebuilt', async () => {
    await rolledBack(database, async (trx) => {
      await insertWorld(trx);
      await trx
        .insertInto('documents')
        .values(
          EMPLOYEES.map((employee_id) => ({
            customer_id: ROOT,
            org_id: ROOT,
            employee_id,
            doc_type: 'PAYE',
            file_name: 'f.pdf',
          })),
        )
        .execute();
      await addRule(trx, { ...subtreeRule(ROOT), employee_group_ids: [GROUPS[1]] });
      const indexedAfter = async (change: () => Promise<unknown>) => {
        await change();
        await expectListExact(trx);
        while (await rebuildStaleScope(trx));
        await expectIndexExact(trx);
        await expectListExact(trx);
        return (await trx.selectFrom('access_scope_documents').select('document_id').execute()).length;
      };
      expect(await indexedAfter(async () => {})).toBe(2);
      const member = { group_id: GROUPS[1], employee_id: EMPLOYEES[1] };
      const removed = await indexedAfter(() =>
        trx
          .deleteFrom('employee_group_members')
          .where('group_id', '=', member.group_id)
          .where('employee_id', '=', member.employee_id)
          .execute(),
      );
      expect(removed).toBe(1);
      expect(await indexedAfter(() => trx.insertInto('employee_group_members').values(member).execute())).toBe(2);
    });
  });

  it('marks out of date the scopes of a customer that adds an organisation, which their filters do not name yet', async () => {
    await rolledBack(database, async (trx) => {
      await insertWorld(trx);
      await addRule(trx, subtreeRule(ORG_IDS[1]));
      await expectListExact(trx);
      while (await rebuildStaleScope(trx));
      const added = uuid(99);
      await trx
        .insertInto('organizations')
        .values({
          id: added,
          customer_id: ROOT,
          parent_id: ORG_IDS[1],
          name: 'new',
          org_path: [ROOT, ORG_IDS[1], added],
        })
        .execute();
      await trx
        .insertInto('documents')
        .values({ customer_id: ROOT, org_id: added, doc_type: 'PAYE', file_name: 'f.pdf' })
        .execute();
      await expectListExact(trx);
      while (await rebuildStaleScope(trx));
      await expectIndexExact(trx);
      expect(await trx.selectFrom('access_scope_documents').select('document_id').execute()).toHaveLength(1);
    });
  });
});
