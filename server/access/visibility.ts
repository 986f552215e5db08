import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { uuids } from '../db/uuids';
import { AppError, notFound } from '../http/errors';
import { employeeVisible, type EmployeeScope } from './employeeVisibility';
import type { Access } from './requestAccess';
import { seesWholeCustomer, type Scope } from './scope';

/**
 * What a caller may see, in one place. A caller sees their customer's organisations under one of
 * their visible organisations; the users placed in those; the user groups with a member they see
 * (or no member at all); the employee groups of those organisations (employees themselves:
 * employeeVisibility.ts); the partnerships of those organisations that a rule opening partnerships
 * allows (its subtree, its third parties), and the partnership groups holding one of them (or none).
 * Who sees the customer's root sees all of it: then each test is the customer equality alone,
 * which indexes answer.
 */

const visibleIds = (caller: Scope) => uuids(caller.visibleOrgIds);

/** An organisation row (by its table alias) inside what the caller may see. */
export const organizationVisible = (caller: Scope, alias: string): Expression<SqlBool> =>
  seesWholeCustomer(caller)
    ? sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${caller.customerId}`
    : sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and ${sql.ref(`${alias}.org_path`)} && ${visibleIds(caller)})`;

/** A column holding an organisation id, inside what the caller may see. */
export const orgIdVisible = (caller: Scope, column: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select o.id from organizations o where ${organizationVisible(caller, 'o')})`;

/**
 * Among the visible organisations, those none of whose ancestors is visible: the tops of the tree
 * the caller sees.
 */
export const organizationAtTopOfScope = (caller: Scope, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`not (trim_array(${sql.ref(`${alias}.org_path`)}, 1) && ${visibleIds(caller)})`;

/** A user row (by its table alias) placed in an organisation the caller may see. */
export const userVisible = (caller: Scope, alias: string): Expression<SqlBool> =>
  seesWholeCustomer(caller)
    ? sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${caller.customerId}`
    : sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and ${orgIdVisible(caller, `${alias}.org_id`)})`;

/** A column holding a user id, naming a user the caller may see. */
export const userIdVisible = (caller: Scope, column: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select u.id from users u where ${userVisible(caller, 'u')})`;

/** A user group row (by its table alias) with a member the caller sees, or with no member at all. */
export const groupVisible = (caller: Scope, alias: string): Expression<SqlBool> =>
  seesWholeCustomer(caller)
    ? sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${caller.customerId}`
    : sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and (
        not exists (select 1 from user_group_members gm where gm.group_id = ${sql.ref(`${alias}.id`)})
        or exists (
          select 1 from user_group_members gm join users u on u.id = gm.user_id
          where gm.group_id = ${sql.ref(`${alias}.id`)} and ${userVisible(caller, 'u')}
        )
      ))`;

/** An employee group row (by its table alias) whose organisation the caller may see. */
export const employeeGroupVisible = (caller: Scope, alias: string): Expression<SqlBool> =>
  seesWholeCustomer(caller)
    ? sql<SqlBool>`${sql.ref(`${alias}.customer_id`)} = ${caller.customerId}`
    : sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and ${orgIdVisible(caller, `${alias}.org_id`)})`;

export const visibleOrganizations = (db: Kysely<DB>, caller: Scope) =>
  db.selectFrom('organizations').where(organizationVisible(caller, 'organizations'));

export const visibleUsers = (db: Kysely<DB>, caller: Scope) =>
  db.selectFrom('users').where(userVisible(caller, 'users'));

export const visibleGroups = (db: Kysely<DB>, caller: Scope) =>
  db.selectFrom('user_groups').where(groupVisible(caller, 'user_groups'));

export const visibleEmployeeGroups = (db: Kysely<DB>, caller: Scope) =>
  db.selectFrom('employee_groups').where(employeeGroupVisible(caller, 'employee_groups'));

/**
 * A partnership row (by its table alias) the caller may see: of an organisation they see, and
 * allowed by one of their rules that open partnerships: inside the rule's organisation and its
 * descendants, and among the rule's third parties when it names some. A rule on the customer's
 * root naming none leaves the organisation test alone (one indexed equality for who sees all).
 */
export const partnershipVisible = (caller: Pick<Access, 'customerId' | 'visibleOrgIds' | 'rules'>, alias: string) => {
  const rules = caller.rules.filter((rule) => rule.features.some((feature) => feature.startsWith('PARTNERSHIPS_')));
  if (rules.length === 0) return sql<SqlBool>`false`;
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${ref('customer_id')} = ${caller.customerId}`];
  if (!seesWholeCustomer(caller)) conditions.push(orgIdVisible(caller, `${alias}.org_id`));
  const unrestricted = rules.some((rule) => rule.org_id === caller.customerId && rule.third_party_ids.length === 0);
  if (!unrestricted) {
    const ruleTerms = rules.map((rule) => {
      const subtree = sql<SqlBool>`${ref('org_id')} in (select o.id from organizations o where o.org_path @> array[${rule.org_id}]::uuid[])`;
      if (rule.third_party_ids.length === 0) return subtree;
      return sql<SqlBool>`(${subtree} and ${ref('id')} = any(${uuids(rule.third_party_ids)}))`;
    });
    conditions.push(sql<SqlBool>`(${sql.join(ruleTerms, sql` or `)})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
};

/** A partnership group row (by its table alias) holding a partnership the caller sees, or none at all. */
export const partnershipGroupVisible = (
  caller: Pick<Access, 'customerId' | 'visibleOrgIds' | 'rules'>,
  alias: string,
): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and (
    not exists (select 1 from partnerships gp where gp.group_id = ${sql.ref(`${alias}.id`)})
    or exists (select 1 from partnerships gp where gp.group_id = ${sql.ref(`${alias}.id`)} and ${partnershipVisible(caller, 'gp')})
  ))`;

export const visiblePartnerships = (db: Kysely<DB>, caller: Pick<Access, 'customerId' | 'visibleOrgIds' | 'rules'>) =>
  db.selectFrom('partnerships').where(partnershipVisible(caller, 'partnerships'));

type Kind = 'organizations' | 'users' | 'user_groups' | 'employees' | 'employee_groups';

/** Which of these ids the caller may see. (Employees depend on the caller's rules too.) */
export const visibleAmong = async (
  db: Kysely<DB>,
  caller: EmployeeScope,
  kind: Kind,
  ids: string[],
): Promise<Set<string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const condition = {
    organizations: organizationVisible,
    users: userVisible,
    user_groups: groupVisible,
    employees: employeeVisible,
    employee_groups: employeeGroupVisible,
  }[kind];
  // An employee's personal document account is no desk user: no rule or group may name it.
  const deskUsersOnly = kind === 'users' ? sql`and t.employee_id is null` : sql``;
  const rows = await sql<{ id: string }>`
    select t.id from ${sql.table(kind)} t
    where t.id = any(${uuids(unique)}) and ${condition(caller, 't')} ${deskUsersOnly}
  `.execute(db);
  return new Set(rows.rows.map((row) => row.id));
};

const unknownReferences = (field: string) =>
  new AppError(400, 'VALIDATION_ERROR', `Some ${field} are unknown or not visible to you`, { [field]: 'not_visible' });

const assertVisible = (kind: Kind) => async (db: Kysely<DB>, caller: EmployeeScope, ids: string[], field: string) => {
  const visible = await visibleAmong(db, caller, kind, ids);
  if (visible.size !== new Set(ids).size) throw unknownReferences(field);
};

/** The caller themself, or a desk user they may see; anyone else is not found. */
export const requireSelfOrVisibleUser = async (db: Kysely<DB>, caller: Access, userId: string) => {
  if (userId === caller.userId) return;
  if (!(await visibleAmong(db, caller, 'users', [userId])).has(userId)) throw notFound('User');
};

/** Every id must name something the caller may see; otherwise the whole request is refused. */
export const assertVisibleOrganizations = assertVisible('organizations');
export const assertVisibleUsers = assertVisible('users');
export const assertVisibleGroups = assertVisible('user_groups');

/**
 * What a save keeps: the ids the caller asked for, which must all be visible to them, plus the
 * ids already stored that they cannot see (and so could neither show nor take away).
 */
export const keepHidden = async (
  db: Kysely<DB>,
  caller: EmployeeScope,
  kind: Kind,
  { stored, asked, field }: { stored: string[]; asked: string[]; field: string },
): Promise<string[]> => {
  await assertVisible(kind)(db, caller, asked, field);
  const visibleStored = await visibleAmong(db, caller, kind, stored);
  const hidden = stored.filter((id) => !visibleStored.has(id));
  return [...new Set([...asked, ...hidden])];
};
