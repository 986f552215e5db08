import { sql, type Expression, type SqlBool } from 'kysely';
import type { Access } from './requestAccess';
import { organizationVisible, seesWholeCustomer } from './visibility';

/**
 * Which employees a caller may see, in one place: those linked to an organisation the caller sees
 * (active link or not), and allowed by the employee criteria of their rules that grant an
 * EMPLOYEES_* feature. A rule with no employee criterion allows every employee; otherwise the
 * caller sees only the employees their criteria name (the union over their rules).
 */
export type EmployeeScope = Pick<Access, 'customerId' | 'visibleOrgIds' | 'rules'>;

type EmployeeCriteria = { employeeIds: string[]; employeeGroupIds: string[] };

/** The employee criteria of the caller's employee rules, or null when one of those rules has none. */
export const employeeCriteriaOf = (scope: EmployeeScope): EmployeeCriteria | null => {
  const rules = scope.rules.filter((rule) => rule.features.some((feature) => feature.startsWith('EMPLOYEES_')));
  if (rules.some((rule) => rule.employee_ids.length === 0 && rule.employee_group_ids.length === 0)) return null;
  return {
    employeeIds: [...new Set(rules.flatMap((rule) => rule.employee_ids))],
    employeeGroupIds: [...new Set(rules.flatMap((rule) => rule.employee_group_ids))],
  };
};

const uuids = (ids: string[]) => sql`${sql.val(ids)}::uuid[]`;

/**
 * The criteria as a condition on an employee row. Employee groups: not wired yet, so a rule that
 * names only groups allows none (closed, never open); the employee-groups work adds its member test here.
 */
const criteriaCondition = (criteria: EmployeeCriteria, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.id`)} = any(${uuids(criteria.employeeIds)})`;

/** An employee row (by its table alias) the caller may see. */
export const employeeVisible = (scope: EmployeeScope, alias: string): Expression<SqlBool> => {
  const customer = sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${scope.customerId}`;
  // Who sees the customer's root sees every organisation, so every employee's: no join needed.
  const linked = seesWholeCustomer(scope)
    ? sql<SqlBool>`true`
    : sql<SqlBool>`exists (
        select 1 from employee_organizations eo join organizations o on o.id = eo.org_id
        where eo.employee_id = ${sql.ref(`${alias}.id`)} and ${organizationVisible(scope, 'o')}
      )`;
  const criteria = employeeCriteriaOf(scope);
  return criteria
    ? sql<SqlBool>`(${customer} and ${linked} and ${criteriaCondition(criteria, alias)})`
    : sql<SqlBool>`(${customer} and ${linked})`;
};
