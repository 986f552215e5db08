import { sql } from 'kysely';
import type { TAccessRuleInput, TPagedSearch } from '../../../common/schemas/rights';
import { orgVisibleTo, type Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import {
  assertOwnGroups,
  assertVisibleOrganizations,
  assertVisibleUsers,
  containsPattern,
  searchPage,
} from '../rights/references';

const visibleRules = (ctx: AppContext, access: Access) =>
  ctx.database.db
    .selectFrom('access_rules')
    .where('access_rules.customer_id', '=', access.customerId)
    .where(orgVisibleTo(access, 'access_rules.org_id'));

const describeRules = async (ctx: AppContext, ids: string[]) => {
  const { db } = ctx.database;
  if (ids.length === 0) return [];
  const [rules, users, groups] = await Promise.all([
    db.selectFrom('access_rules').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('access_rule_users as ru')
      .innerJoin('users', 'users.id', 'ru.user_id')
      .select(['ru.rule_id', 'users.id', 'users.name', 'users.first_name as firstName'])
      .where('ru.rule_id', 'in', ids)
      .orderBy('users.name')
      .execute(),
    db
      .selectFrom('access_rule_groups as rg')
      .innerJoin('user_groups as g', 'g.id', 'rg.group_id')
      .select(['rg.rule_id', 'g.id', 'g.name'])
      .where('rg.rule_id', 'in', ids)
      .orderBy('g.name')
      .execute(),
  ]);
  return ids.map((id) => {
    const rule = rules.find((row) => row.id === id)!;
    return {
      id: rule.id,
      name: rule.name,
      orgId: rule.org_id,
      features: rule.features,
      docCriterias: rule.doc_criterias,
      employeeIds: rule.employee_ids,
      thirdPartyIds: rule.third_party_ids,
      users: users.filter((row) => row.rule_id === id).map(({ id, name, firstName }) => ({ id, name, firstName })),
      groups: groups.filter((row) => row.rule_id === id).map(({ id, name }) => ({ id, name })),
    };
  });
};

export const searchRules = async (ctx: AppContext, access: Access, { search, limit, page }: TPagedSearch) => {
  const matching = visibleRules(ctx, access).where(sql`lower(access_rules.name)`, 'like', containsPattern(search));
  const { rows, count } = await searchPage(matching, 'access_rules', (query) => query.select('access_rules.id'), {
    page,
    limit,
  });
  return {
    accessRules: await describeRules(
      ctx,
      rows.map((row) => row.id),
    ),
    count,
  };
};

export const getRule = async (ctx: AppContext, access: Access, id: string) => {
  const found = await visibleRules(ctx, access)
    .select('access_rules.id')
    .where('access_rules.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Rule');
  return (await describeRules(ctx, [id]))[0];
};

export const saveRule = async (ctx: AppContext, access: Access, input: TAccessRuleInput, id?: string) => {
  const { db } = ctx.database;
  if (id) await getRule(ctx, access, id);
  await assertVisibleOrganizations(db, access, [input.orgId], 'orgId');
  await assertVisibleUsers(db, access, input.userIds, 'userIds');
  await assertOwnGroups(db, access, input.userGroupIds, 'userGroupIds');
  const orgCriteria = input.docCriterias.flatMap((criteria) =>
    criteria.type === 'OrgsCriteria' ? criteria.orgIds : [],
  );
  await assertVisibleOrganizations(db, access, orgCriteria, 'docCriterias');
  const values = {
    name: input.name,
    org_id: input.orgId,
    features: [...new Set(input.features)],
    doc_criterias: JSON.stringify(input.docCriterias),
    employee_ids: input.employeeIds,
    third_party_ids: input.thirdPartyIds,
  };
  const ruleId = await db.transaction().execute(async (trx) => {
    const saved = id
      ? await trx.updateTable('access_rules').set(values).where('id', '=', id).returning('id').executeTakeFirstOrThrow()
      : await trx
          .insertInto('access_rules')
          .values({ ...values, customer_id: access.customerId })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx.deleteFrom('access_rule_users').where('rule_id', '=', saved.id).execute();
    await trx.deleteFrom('access_rule_groups').where('rule_id', '=', saved.id).execute();
    const userIds = [...new Set(input.userIds)];
    const groupIds = [...new Set(input.userGroupIds)];
    if (userIds.length)
      await trx
        .insertInto('access_rule_users')
        .values(userIds.map((userId) => ({ rule_id: saved.id, user_id: userId })))
        .execute();
    if (groupIds.length)
      await trx
        .insertInto('access_rule_groups')
        .values(groupIds.map((groupId) => ({ rule_id: saved.id, group_id: groupId })))
        .execute();
    return saved.id;
  });
  return getRule(ctx, access, ruleId);
};

export const deleteRule = async (ctx: AppContext, access: Access, id: string) => {
  await getRule(ctx, access, id);
  await ctx.database.db.deleteFrom('access_rules').where('id', '=', id).execute();
};
