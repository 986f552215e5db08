import { sql, type Expression, type SqlBool } from 'kysely';
import { uuids } from '../db/uuids';
import type { Access } from './requestAccess';
import { seesWholeCustomer } from './scope';

/**
 * Which employees a caller may see, in one place: those linked to an organisation the caller sees
 * (active link or not), and allowed by the employee criteria of their rules that grant an
 * EMPLOYEES_* feature. A rule with no employee criterion allows every employee; otherwise the
 * caller sees only the employees their criteria name or whose employee groups hold them (the
 * union over their rules).
 */
export type EmployeeScope = Pick<Access, 'customerId' | 'visibleOrgIds' | 'rules'>;

type EmployeeCriteria = { employeeIds: string[]; employeeGroupIds: string[] };

/** The employee criteria of the caller's employee rules, or null when one of those rules has none. */
export const employeeCriteriaOf = (caller: EmployeeScope): EmployeeCriteria | null => {
  const rules = caller.rules.filter((rule) => rule.features.some((feature) => feature.startsWith('EMPLOYEES_')));
  if (rules.some((rule) => rule.employee_ids.length === 0 && rule.employee_group_ids.length === 0)) return null;
  return {
    employeeIds: [...new Set(rules.flatMap((rule) => rule.employee_ids))],
    employeeGroupIds: [...new Set(rules.flatMap((rule) => rule.employee_group_ids))],
  };
};

/**
 * The members of these employee groups, as a subquery: read from the table rather than sent, one
 * uuid per group; inside an OR the planner hashes it once per query.
 */
export const employeesOfGroups = (groupIds: string[]) =>
  sql`select m.employee_id from employee_group_members m where m.group_id = any(${uuids(groupIds)})`;

/** The criteria as a condition on an employee row: named by the rules, or a member of one of their groups. */
const criteriaCondition = ({ employeeIds, employeeGroupIds }: EmployeeCriteria, alias: string): Expression<SqlBool> => {
  const named = sql<SqlBool>`${sql.ref(`${alias}.id`)} = any(${uuids(employeeIds)})`;
  if (employeeGroupIds.length === 0) return named;
  return sql<SqlBool>`(${named} or ${sql.ref(`${alias}.id`)} in (${employeesOfGroups(employeeGroupIds)}))`;
};

/** An employee row (by its table alias) the caller may see. */
export const employeeVisible = (caller: EmployeeScope, alias: string): Expression<SqlBool> => {
  const customer = sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${caller.customerId}`;
  // Who sees the customer's root sees every organisation, so every employee's: no test needed.
  // Otherwise one overlap, answered by the GIN index on org_paths (every ancestor of every link).
  const linked = seesWholeCustomer(caller)
    ? sql<SqlBool>`true`
    : sql<SqlBool>`${sql.ref(`${alias}.org_paths`)} && ${uuids(caller.visibleOrgIds)}`;
  const criteria = employeeCriteriaOf(caller);
  return criteria
    ? sql<SqlBool>`(${customer} and ${linked} and ${criteriaCondition(criteria, alias)})`
    : sql<SqlBool>`(${customer} and ${linked})`;
};
