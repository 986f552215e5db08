import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { TDocCriteria } from '../../common/schemas/rights';
import type { DB } from '../db/schema';
import { uuids } from '../db/uuids';
import { employeesOfGroups } from './employeeVisibility';

/** What of a rule filters documents. */
export type DocumentRule = {
  org_id: string;
  doc_criterias: TDocCriteria[];
  employee_ids: string[];
  employee_group_ids: string[];
  third_party_ids: string[];
};

/**
 * An organisation and its descendants, resolved once per request: a customer's root stands for
 * "the whole customer" (one indexed equality); any other organisation for the ids of its subtree.
 */
type Subtree = { customerId: string } | { orgIds: string[] };

/** The rules and visible organisations of a user, with their subtrees resolved. */
export type DocumentScope = { rules: (DocumentRule & { subtree: Subtree })[]; visible: Subtree[] };

/** Resolves every subtree the scope needs in one query. */
export const resolveDocumentScope = async (
  db: Kysely<DB>,
  rules: DocumentRule[],
  visibleOrgIds: string[],
): Promise<DocumentScope> => {
  const roots = [...new Set([...rules.map((rule) => rule.org_id), ...visibleOrgIds])];
  type Member = { root: string; id: string; parent_id: string | null; customer_id: string };
  const rows = roots.length
    ? (
        await sql<Member>`
          select r.root, o.id, o.parent_id, o.customer_id
          from unnest(${uuids(roots)}) as r (root)
          join organizations o on o.org_path @> array[r.root]
        `.execute(db)
      ).rows
    : [];
  const subtreeOf = (root: string): Subtree => {
    const members = rows.filter((row) => row.root === root);
    const self = members.find((row) => row.id === root);
    if (self && self.parent_id === null) return { customerId: self.customer_id };
    return { orgIds: members.map((row) => row.id) };
  };
  return {
    rules: rules.map((rule) => ({ ...rule, subtree: subtreeOf(rule.org_id) })),
    visible: visibleOrgIds.map(subtreeOf),
  };
};

type Documents = ExpressionBuilder<DB, 'documents'>;

const day = (timestamp: string) => timestamp.slice(0, 10);

/** The columns the documents share with their counters (server/modules/documents/counts.ts), by table alias. */
type Column = 'customer_id' | 'org_id' | 'doc_type' | 'employee_id';
const columnOf = (alias: string) => (column: Column) => sql.ref(`${alias}.${column}`);

/**
 * A subtree of one organisation (a site) is an equality, not `= any` of one id: only then does
 * the index on (org_id, created_at) give its rows already in order, so that a page reads its own
 * rows rather than every document of the site.
 */
const inSubtree = (column: ReturnType<typeof columnOf>, subtree: Subtree): Expression<SqlBool> => {
  if ('customerId' in subtree) return sql<SqlBool>`${column('customer_id')} = ${subtree.customerId}`;
  const [only, ...others] = subtree.orgIds;
  if (only !== undefined && others.length === 0) return sql<SqlBool>`${column('org_id')} = ${only}::uuid`;
  return sql<SqlBool>`${column('org_id')} = any(${uuids(subtree.orgIds)})`;
};

/** A criterion on what the counters keep too (type, organisations); null for any other. */
const countedCriteriaCondition = (column: ReturnType<typeof columnOf>, criteria: TDocCriteria) => {
  if (criteria.type === 'DocTypeCriteria') return sql<SqlBool>`${column('doc_type')} = ${criteria.value}`;
  if (criteria.type === 'OrgsCriteria') return sql<SqlBool>`${column('org_id')} = any(${uuids(criteria.orgIds)})`;
  return null;
};

const criteriaCondition = (eb: Documents, criteria: TDocCriteria): Expression<SqlBool> => {
  switch (criteria.type) {
    case 'DocTypeCriteria':
    case 'OrgsCriteria':
      return countedCriteriaCondition(columnOf('documents'), criteria)!;
    case 'MetaDataCriteria':
      return sql<SqlBool>`documents.metadata @> ${JSON.stringify({ [criteria.key]: criteria.value })}::jsonb`;
    case 'PeriodCriteria':
      // A document's period overlaps one of the rule's periods; a document without one does not.
      return eb.or(
        criteria.periods.map((period) =>
          eb.and([
            sql<SqlBool>`coalesce(documents.period_start, documents.period_end) is not null`,
            ...(period.start
              ? [sql<SqlBool>`coalesce(documents.period_end, documents.period_start) >= ${day(period.start)}::date`]
              : []),
            ...(period.end
              ? [sql<SqlBool>`coalesce(documents.period_start, documents.period_end) <= ${day(period.end)}::date`]
              : []),
          ]),
        ),
      );
  }
};

/** A rule's employees: those it names and the members of its employee groups, as one criterion. */
const employeeCondition = (
  column: ReturnType<typeof columnOf>,
  { employee_ids, employee_group_ids }: DocumentRule,
): Expression<SqlBool> => {
  const named = sql<SqlBool>`${column('employee_id')} = any(${uuids(employee_ids)})`;
  const grouped = sql<SqlBool>`${column('employee_id')} in (${employeesOfGroups(employee_group_ids)})`;
  if (employee_group_ids.length === 0) return named;
  return employee_ids.length === 0 ? grouped : sql<SqlBool>`(${named} or ${grouped})`;
};

const namesEmployees = (rule: DocumentRule) => rule.employee_ids.length > 0 || rule.employee_group_ids.length > 0;

const ruleCondition = (eb: Documents, rule: DocumentScope['rules'][number]): Expression<SqlBool> =>
  eb.and([
    inSubtree(columnOf('documents'), rule.subtree),
    ...rule.doc_criterias.map((criteria) => criteriaCondition(eb, criteria)),
    ...(namesEmployees(rule) ? [employeeCondition(columnOf('documents'), rule)] : []),
    ...(rule.third_party_ids.length
      ? [sql<SqlBool>`documents.third_party_id = any(${uuids(rule.third_party_ids)})`]
      : []),
  ]);

/**
 * The documents a user may see, as ONE condition: inside their visible organisations (and
 * descendants), and allowed by at least one of their rules (a rule's criteria all hold).
 */
export const visibleDocuments =
  ({ rules, visible }: DocumentScope) =>
  (eb: Documents): Expression<SqlBool> => {
    if (rules.length === 0 || visible.length === 0) return sql<SqlBool>`false`;
    return eb.and([
      eb.or(visible.map((subtree) => inSubtree(columnOf('documents'), subtree))),
      eb.or(rules.map((rule) => ruleCondition(eb, rule))),
    ]);
  };

/**
 * The same filter on the document counters, when every rule filters on counted dimensions only
 * (subtree, types, organisations, employees); null when one filters on what no counter keeps
 * (third parties, metadata, periods). `byEmployee`: a rule names employees, which only the
 * per-employee counters answer.
 */
export type CountedVisibility = { byEmployee: boolean; condition: (alias: string) => Expression<SqlBool> };

export const countedVisibility = ({ rules, visible }: DocumentScope): CountedVisibility | null => {
  const counted = rules.every(
    (rule) =>
      rule.third_party_ids.length === 0 &&
      rule.doc_criterias.every((criteria) => countedCriteriaCondition(columnOf('c'), criteria) !== null),
  );
  if (!counted) return null;
  const or = (terms: Expression<SqlBool>[]) =>
    terms.length ? sql<SqlBool>`(${sql.join(terms, sql` or `)})` : sql<SqlBool>`false`;
  const ruleTerm = (column: ReturnType<typeof columnOf>, rule: DocumentScope['rules'][number]) => {
    const terms = [
      inSubtree(column, rule.subtree),
      ...rule.doc_criterias.map((criteria) => countedCriteriaCondition(column, criteria)!),
      ...(namesEmployees(rule) ? [employeeCondition(column, rule)] : []),
    ];
    return sql<SqlBool>`(${sql.join(terms, sql` and `)})`;
  };
  return {
    byEmployee: rules.some(namesEmployees),
    condition: (alias) => {
      const column = columnOf(alias);
      return sql<SqlBool>`(${or(visible.map((subtree) => inSubtree(column, subtree)))} and ${or(
        rules.map((rule) => ruleTerm(column, rule)),
      )})`;
    },
  };
};
