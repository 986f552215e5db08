import { sql, type Kysely } from 'kysely';
import type { TAccessRule, TAccessRuleSearch, TDocCriteria } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import { employeeGroupVisible, groupVisible, orgIdVisible, userVisible, visibleAmong } from '../../access/visibility';
import { containsPattern, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

/** The rules a caller may see: those of their customer whose reference organisation they see. */
export const visibleRules = (db: Kysely<DB>, caller: Access) =>
  db
    .selectFrom('access_rules')
    .where(sameCustomer(caller, 'access_rules.customer_id'))
    .where(orgIdVisible(caller, 'access_rules.org_id'));

export const RULE_SORT: SortMap<TAccessRuleSearch['sort']['field']> = { name: sql`lower(access_rules.name)` };

export const matchingRules = (db: Kysely<DB>, caller: Access, { search }: TAccessRuleSearch) =>
  visibleRules(db, caller).where(sql`lower(access_rules.name)`, 'like', containsPattern(search));

export const criteriaOrgIds = (criterias: TDocCriteria[]) =>
  criterias.flatMap((criteria) => (criteria.type === 'OrgsCriteria' ? criteria.orgIds : []));

/** The criteria with, in each organisation criterion, only the organisations in `shown`. */
export const criteriasShowing = (criterias: TDocCriteria[], shown: Set<string>): TDocCriteria[] =>
  criterias.map((criteria) =>
    criteria.type === 'OrgsCriteria'
      ? { ...criteria, orgIds: criteria.orgIds.filter((id) => shown.has(id)) }
      : criteria,
  );

/**
 * The rules, in the order of `ids`, as the reader may see them: their users, groups, employee
 * groups and criteria organisations limited to those the reader sees.
 */
export const describeRules = async (db: Kysely<DB>, caller: Access, ids: string[]): Promise<TAccessRule[]> => {
  if (ids.length === 0) return [];
  const [rules, users, groups, employeeGroups] = await Promise.all([
    db.selectFrom('access_rules').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('access_rule_users as ru')
      .innerJoin('users', 'users.id', 'ru.user_id')
      .select(['ru.rule_id', 'users.id', 'users.name', 'users.first_name as firstName'])
      .where('ru.rule_id', 'in', ids)
      .where(userVisible(caller, 'users'))
      .orderBy('users.name')
      .execute(),
    db
      .selectFrom('access_rule_groups as rg')
      .innerJoin('user_groups as g', 'g.id', 'rg.group_id')
      .select(['rg.rule_id', 'g.id', 'g.name'])
      .where('rg.rule_id', 'in', ids)
      .where(groupVisible(caller, 'g'))
      .orderBy('g.name')
      .execute(),
    db
      .selectFrom('access_rules as r')
      .innerJoin('employee_groups as eg', (join) =>
        join.on(sql<boolean>`eg.id = any(r.employee_group_ids)`).on(employeeGroupVisible(caller, 'eg')),
      )
      .select(['r.id as rule_id', 'eg.id', 'eg.name'])
      .where('r.id', 'in', ids)
      .orderBy(sql`lower(eg.name)`)
      .execute(),
  ]);
  const shownOrgs = await visibleAmong(
    db,
    caller,
    'organizations',
    criteriaOrgIds(rules.flatMap((r) => r.doc_criterias)),
  );
  return ids.flatMap((id) => {
    const rule = rules.find((row) => row.id === id);
    if (!rule) return [];
    const ruleGroups = employeeGroups.filter((row) => row.rule_id === id).map(({ id, name }) => ({ id, name }));
    return {
      id: rule.id,
      name: rule.name,
      orgId: rule.org_id,
      features: rule.features,
      docCriterias: criteriasShowing(rule.doc_criterias, shownOrgs),
      employeeIds: rule.employee_ids,
      employeeGroupIds: ruleGroups.map((group) => group.id),
      employeeGroups: ruleGroups,
      thirdPartyIds: rule.third_party_ids,
      users: users.filter((row) => row.rule_id === id).map(({ id, name, firstName }) => ({ id, name, firstName })),
      groups: groups.filter((row) => row.rule_id === id).map(({ id, name }) => ({ id, name })),
    };
  });
};

/** What a rule holds now, to keep on save what the caller cannot see. */
export const storedRule = async (db: Kysely<DB>, id: string) => {
  const [rule, users, groups] = await Promise.all([
    db
      .selectFrom('access_rules')
      .select(['doc_criterias', 'employee_group_ids'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('access_rule_users').select('user_id').where('rule_id', '=', id).execute(),
    db.selectFrom('access_rule_groups').select('group_id').where('rule_id', '=', id).execute(),
  ]);
  return {
    docCriterias: rule.doc_criterias,
    employeeGroupIds: rule.employee_group_ids,
    userIds: users.map((row) => row.user_id),
    groupIds: groups.map((row) => row.group_id),
  };
};
