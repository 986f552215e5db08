import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocCriteria } from '../../common/schemas/rights';
import {
  countedVisibility,
  resolveDocumentScope,
  visibleDocuments,
  type DocumentRule,
} from '../../server/access/documentFilter';
import type { Database } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { compactDocumentCounts } from '../../server/modules/documents/compactCounts';
import { cappedCount, countedGroups, countMatches } from '../../server/modules/documents/counts';
import { matchingDocuments, YEAR_OF, type DocFilters, type Viewer } from '../../server/modules/documents/queries';
import { insertOrgTree, moveOrganization, ORG_IDS, ORGS, rolledBack, uuid } from '../support/orgTree';
import { openTestDatabase } from '../support/testDatabase';

/**
 * The document counters (migration 0033) against the plain SQL count of the documents, after
 * every kind of change they must follow: documents inserted, moved (organisation, employee, type,
 * period) and deleted, organisations moved in the tree, the rules changed, the deltas merged.
 */

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

const EMPLOYEES = [uuid(9001), uuid(9002), uuid(9003)];
const GROUP = uuid(9201);
const TYPES = ['PAYE', 'WCNT', 'CHIN'];
const DAYS = ['2024-12-31', '2025-01-15', '2025-06-30'];
const READER = uuid(9301);

const orgId = fc.constantFrom(...ORG_IDS);
const doc = fc.record({
  org_id: orgId,
  doc_type: fc.constantFrom(...TYPES),
  period_start: fc.option(fc.constantFrom(...DAYS)),
  employee_id: fc.option(fc.constantFrom(...EMPLOYEES)),
});
const criteria: fc.Arbitrary<TDocCriteria> = fc.oneof(
  fc.constantFrom(...TYPES).map((value) => ({ type: 'DocTypeCriteria' as const, value })),
  fc.uniqueArray(orgId, { minLength: 1, maxLength: 3 }).map((orgIds) => ({ type: 'OrgsCriteria' as const, orgIds })),
  // Not counted: the whole scope falls back to counting the documents, which must agree too.
  fc.constant({ type: 'MetaDataCriteria' as const, key: 'site', value: 'A' }),
);
/** Often the root or a subtree: a scope seeing little would leave most counts at nought. */
const scopeOrgId = fc.oneof(fc.constant(ORG_IDS[0]), fc.constantFrom(...ORG_IDS.slice(1, 3)), orgId);
const rule: fc.Arbitrary<DocumentRule> = fc.record({
  org_id: scopeOrgId,
  doc_criterias: fc.array(criteria, { maxLength: 2 }),
  employee_ids: fc.subarray(EMPLOYEES, { maxLength: 2 }),
  employee_group_ids: fc.subarray([GROUP]),
  third_party_ids: fc.constant([]),
});
const access = fc.record({
  rules: fc.array(rule, { minLength: 1, maxLength: 3 }),
  visibleOrgIds: fc.uniqueArray(scopeOrgId, { minLength: 1, maxLength: 2 }),
});
const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), docs: fc.array(doc, { minLength: 1, maxLength: 5 }) }),
  // A copy of a document already there: a second delta on its keys, for the merge to fold.
  fc.record({ kind: fc.constant('copy' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), to: doc }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), many: fc.boolean() }),
  fc.record({ kind: fc.constant('moveOrganization' as const), org: fc.nat(), under: fc.nat() }),
  fc.record({ kind: fc.constant('rules' as const), access }),
  fc.constant({ kind: 'compact' as const }),
);
/** At most two filters at once: more would leave nearly every count at nought. */
const filters: fc.Arbitrary<DocFilters> = fc
  .tuple(
    fc.record({
      docType: fc.constantFrom(...TYPES),
      orgId,
      employeeId: fc.constantFrom(...EMPLOYEES),
      noEmployee: fc.boolean(),
      year: fc.constantFrom(2024, 2025, new Date().getUTCFullYear()),
      read: fc.boolean(),
    }),
    fc.subarray(['docType', 'orgId', 'employeeId', 'noEmployee', 'year', 'read'] as const, { maxLength: 2 }),
  )
  .map(([all, keys]) => Object.fromEntries(keys.map((key) => [key, all[key]])) as DocFilters);

const insertTree = async (trx: Kysely<DB>) => {
  await insertOrgTree(trx);
  await trx
    .insertInto('employees')
    .values(EMPLOYEES.map((id) => ({ id, customer_id: ORG_IDS[0], first_name: id, last_name: id })))
    .execute();
  await trx
    .insertInto('employee_groups')
    .values({ id: GROUP, customer_id: ORG_IDS[0], org_id: ORG_IDS[0], name: 'g' })
    .execute();
  await trx.insertInto('employee_group_members').values({ group_id: GROUP, employee_id: EMPLOYEES[0] }).execute();
  await trx
    .insertInto('users')
    .values({
      id: READER,
      customer_id: ORG_IDS[0],
      org_id: ORG_IDS[0],
      login: 'reader-counts',
      password_hash: '-',
      first_name: 'R',
      name: 'R',
    })
    .execute();
};

const viewerOf = async (
  trx: Kysely<DB>,
  { rules, visibleOrgIds }: { rules: DocumentRule[]; visibleOrgIds: string[] },
): Promise<Viewer> => {
  const scope = await resolveDocumentScope(trx, rules, visibleOrgIds);
  return {
    reader: {
      kind: 'STAFF',
      customerId: ORG_IDS[0],
      userId: READER,
      condition: visibleDocuments(scope),
      counted: countedVisibility(scope),
      ruleIds: null,
    },
    orgScope: { customerId: ORG_IDS[0], visibleOrgIds },
  };
};

const KEYS = {
  org_id: sql`documents.org_id`,
  employee_id: sql`documents.employee_id`,
  doc_type: sql`documents.doc_type`,
  year: YEAR_OF,
};

/** What the counters must say, counted from the documents themselves. */
const plainGroups = async (trx: Kysely<DB>, viewer: Viewer, search: DocFilters, key: keyof typeof KEYS) => {
  const rows = await matchingDocuments(trx, viewer, { search: '', filters: search })
    .select([sql<string>`${KEYS[key]}::text`.as('key'), sql<string>`count(*)`.as('count')])
    .groupBy(KEYS[key])
    .execute();
  return rows.map((row) => `${row.key}=${row.count}`).sort();
};

describe('the document counters', () => {
  it('agree with counting the documents after inserts, moves, deletes, organisation moves, rule changes and merges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { minLength: 1, maxLength: 15 }),
        access,
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.array(filters, { minLength: 1, maxLength: 3 }).map((some) => [{}, ...some]),
        async (initial, firstAccess, changes, searches) => {
          // Each case runs in a transaction rolled back at its end, so cases never see each other.
          await rolledBack(database, async (trx) => {
            await insertTree(trx);
            const insert = (docs: typeof initial) =>
              trx
                .insertInto('documents')
                .values(docs.map((d) => ({ ...d, customer_id: ORG_IDS[0], file_name: 'f.pdf' })))
                .returning('id')
                .execute();
            const inserted = await insert(initial);
            await trx
              .insertInto('document_reads')
              .values(inserted.filter((_, i) => i % 2 === 0).map(({ id }) => ({ user_id: READER, document_id: id })))
              .execute();
            let current = firstAccess;
            for (const step of changes) {
              const ids = (await trx.selectFrom('documents').select('id').orderBy('id').execute()).map((r) => r.id);
              if (step.kind === 'insert') await insert(step.docs);
              if (step.kind === 'copy' && ids.length)
                await sql`
                    insert into documents (customer_id, org_id, doc_type, period_start, employee_id, file_name)
                    select customer_id, org_id, doc_type, period_start, employee_id, file_name
                    from documents where id = ${ids[step.pick % ids.length]}`.execute(trx);
              if (step.kind === 'update' && ids.length)
                await trx
                  .updateTable('documents')
                  .set(step.to)
                  .where('id', '=', ids[step.pick % ids.length])
                  .execute();
              if (step.kind === 'delete') {
                const gone = step.many ? ids.filter((_, i) => i % 2 === step.pick % 2) : ids.slice(0, 1);
                if (gone.length) await trx.deleteFrom('documents').where('id', 'in', gone).execute();
              }
              if (step.kind === 'moveOrganization')
                await moveOrganization(trx, ORG_IDS[step.org % ORGS], ORG_IDS[step.under % ORGS]);
              if (step.kind === 'rules') current = step.access;
              if (step.kind === 'compact') await compactDocumentCounts(trx);

              const viewer = await viewerOf(trx, current);
              for (const search of searches) {
                const matching = matchingDocuments(trx, viewer, { search: '', filters: search });
                const plain = await matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
                const counted = await countMatches(trx, viewer, { search: '', filters: search }, () =>
                  cappedCount(trx, matching, { page: 1, limit: 20 }),
                );
                expect(counted).toEqual({ count: Number(plain.n), capped: false });
                const folderFilters = { ...search, read: undefined };
                for (const key of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
                  const groups = await countedGroups(trx, viewer, folderFilters, [key]);
                  if (!groups) continue;
                  expect(groups.map((row) => `${String(row[key])}=${row.count}`).sort()).toEqual(
                    await plainGroups(trx, viewer, folderFilters, key),
                  );
                }
              }
            }
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answer from the counters whenever the rules are on counted dimensions', async () => {
    const scope = await resolveDocumentScope(
      database.db,
      [
        {
          org_id: uuid(77),
          doc_criterias: [{ type: 'DocTypeCriteria', value: 'PAYE' }],
          employee_ids: [],
          employee_group_ids: [GROUP],
          third_party_ids: [],
        },
      ],
      [uuid(77)],
    );
    expect(countedVisibility(scope)?.byEmployee).toBe(true);
    const withMetadata = await resolveDocumentScope(
      database.db,
      [
        {
          org_id: uuid(77),
          doc_criterias: [{ type: 'MetaDataCriteria', key: 'k', value: 'v' }],
          employee_ids: [],
          employee_group_ids: [],
          third_party_ids: [],
        },
      ],
      [uuid(77)],
    );
    expect(countedVisibility(withMetadata)).toBeNull();
  });
});
