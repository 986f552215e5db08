import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TDocCriteria } from '../../common/schemas/rights';
import type { DB } from '../db/schema';

/** What of a rule filters documents. */
export type DocumentRule = {
  org_id: string;
  doc_criterias: TDocCriteria[];
  employee_ids: string[];
  third_party_ids: string[];
};

type DocumentScope = ExpressionBuilder<DB, 'documents'>;

const uuids = (ids: string[]) => sql`${sql.val(ids)}::uuid[]`;
const day = (timestamp: string) => timestamp.slice(0, 10);

const subtreeOf = (eb: DocumentScope, orgIds: string[], how: '@>' | '&&') =>
  eb(
    'documents.org_id',
    'in',
    eb
      .selectFrom('organizations')
      .select('id')
      .where(sql<SqlBool>`org_path ${sql.raw(how)} ${uuids(orgIds)}`),
  );

const criteriaCondition = (eb: DocumentScope, criteria: TDocCriteria): Expression<SqlBool> => {
  switch (criteria.type) {
    case 'DocTypeCriteria':
      return eb('documents.doc_type', '=', criteria.value);
    case 'OrgsCriteria':
      return sql<SqlBool>`documents.org_id = any(${uuids(criteria.orgIds)})`;
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

const ruleCondition = (eb: DocumentScope, rule: DocumentRule): Expression<SqlBool> =>
  eb.and([
    subtreeOf(eb, [rule.org_id], '@>'),
    ...rule.doc_criterias.map((criteria) => criteriaCondition(eb, criteria)),
    ...(rule.employee_ids.length ? [sql<SqlBool>`documents.employee_id = any(${uuids(rule.employee_ids)})`] : []),
    ...(rule.third_party_ids.length
      ? [sql<SqlBool>`documents.third_party_id = any(${uuids(rule.third_party_ids)})`]
      : []),
  ]);

/**
 * The documents a user may see, as ONE condition: inside their visible organisations (and
 * descendants), and allowed by at least one of their rules (a rule's criteria all hold).
 * Built once per request from the rules already loaded.
 */
export const visibleDocuments =
  (rules: DocumentRule[], visibleOrgIds: string[]) =>
  (eb: DocumentScope): Expression<SqlBool> => {
    if (rules.length === 0 || visibleOrgIds.length === 0) return sql<SqlBool>`false`;
    return eb.and([subtreeOf(eb, visibleOrgIds, '&&'), eb.or(rules.map((rule) => ruleCondition(eb, rule)))]);
  };
