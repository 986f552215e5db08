import type { Kysely } from 'kysely';
import type { TAccessRuleInput, TAccessRuleSearch, TDocCriteria } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { assertVisibleOrganizations, keepHidden, visibleAmong } from '../../access/visibility';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { criteriaOrgIds, describeRules, matchingRules, RULE_SORT, storedRule, visibleRules } from './queries';

export const searchRules = async (ctx: AppContext, caller: Access, search: TAccessRuleSearch) => {
  const { db } = ctx.database;
  const { rows, count } = await pageOfRows(
    matchingRules(db, caller, search),
    (query) => query.select('access_rules.id'),
    { sortMap: RULE_SORT, idColumn: 'access_rules.id' },
    search,
  );
  return {
    accessRules: await describeRules(
      db,
      caller,
      rows.map((row) => row.id),
    ),
    count,
  };
};

const requireVisible = async (ctx: AppContext, caller: Access, id: string) => {
  const found = await visibleRules(ctx.database.db, caller)
    .select('access_rules.id')
    .where('access_rules.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Rule');
};

export const getRule = async (ctx: AppContext, caller: Access, id: string) => {
  await requireVisible(ctx, caller, id);
  return (await describeRules(ctx.database.db, caller, [id]))[0];
};

/**
 * The criteria to store: the asked ones, each organisation criterion keeping the organisations the
 * caller cannot see that the stored criterion at the same place had. A criterion made only of
 * hidden organisations is kept as it is when the caller's list has fewer organisation criteria.
 */
const criteriasToStore = async (
  db: Kysely<DB>,
  caller: Access,
  asked: TDocCriteria[],
  stored: TDocCriteria[],
): Promise<TDocCriteria[]> => {
  await assertVisibleOrganizations(db, caller, criteriaOrgIds(asked), 'docCriterias');
  const storedOrgs = stored.filter((criteria) => criteria.type === 'OrgsCriteria');
  const visible = await visibleAmong(db, caller, 'organizations', criteriaOrgIds(storedOrgs));
  const hiddenOf = storedOrgs.map((criteria) => criteria.orgIds.filter((id) => !visible.has(id)));
  let position = 0;
  const merged = asked.map((criteria): TDocCriteria => {
    if (criteria.type !== 'OrgsCriteria') return criteria;
    const hidden = hiddenOf[position++] ?? [];
    return { ...criteria, orgIds: [...new Set([...criteria.orgIds, ...hidden])] };
  });
  const leftOver = hiddenOf
    .slice(position)
    .filter((hidden) => hidden.length > 0)
    .map((orgIds): TDocCriteria => ({ type: 'OrgsCriteria', orgIds }));
  const result = [...merged, ...leftOver];
  if (result.some((criteria) => criteria.type === 'OrgsCriteria' && criteria.orgIds.length === 0)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'An organisation criterion needs an organisation', {
      docCriterias: 'empty_orgs',
    });
  }
  return result;
};

export const saveRule = async (ctx: AppContext, caller: Access, input: TAccessRuleInput, id?: string) => {
  const { db } = ctx.database;
  if (id) await requireVisible(ctx, caller, id);
  const stored = id ? await storedRule(db, id) : { docCriterias: [], userIds: [], groupIds: [], employeeGroupIds: [] };
  await assertVisibleOrganizations(db, caller, [input.orgId], 'orgId');
  const userIds = await keepHidden(db, caller, 'users', {
    stored: stored.userIds,
    asked: input.userIds,
    field: 'userIds',
  });
  const groupIds = await keepHidden(db, caller, 'user_groups', {
    stored: stored.groupIds,
    asked: input.userGroupIds,
    field: 'userGroupIds',
  });
  const employeeGroupIds = await keepHidden(db, caller, 'employee_groups', {
    stored: stored.employeeGroupIds,
    asked: input.employeeGroupIds,
    field: 'employeeGroupIds',
  });
  const docCriterias = await criteriasToStore(db, caller, input.docCriterias, stored.docCriterias);
  const values = {
    name: input.name,
    org_id: input.orgId,
    features: [...new Set(input.features)],
    doc_criterias: JSON.stringify(docCriterias),
    employee_ids: input.employeeIds,
    employee_group_ids: employeeGroupIds,
    third_party_ids: input.thirdPartyIds,
  };
  const ruleId = await db.transaction().execute(async (trx) => {
    const saved = id
      ? await trx.updateTable('access_rules').set(values).where('id', '=', id).returning('id').executeTakeFirstOrThrow()
      : await trx
          .insertInto('access_rules')
          .values({ ...values, customer_id: caller.customerId })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx.deleteFrom('access_rule_users').where('rule_id', '=', saved.id).execute();
    await trx.deleteFrom('access_rule_groups').where('rule_id', '=', saved.id).execute();
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
  return getRule(ctx, caller, ruleId);
};

export const deleteRule = async (ctx: AppContext, caller: Access, id: string) => {
  await requireVisible(ctx, caller, id);
  await ctx.database.db.deleteFrom('access_rules').where('id', '=', id).execute();
};
