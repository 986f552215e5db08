import type { TEmployeeGroup, TEmployeeGroupSearch, TEmployeeGroupWrite } from '../../../common/schemas/employeeGroups';
import type { Access } from '../../access/requestAccess';
import { assertVisibleOrganizations, keepHidden, visibleEmployeeGroups } from '../../access/visibility';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import { AppError, notFound } from '../../http/errors';
import {
  EMPLOYEE_GROUP_SORT,
  linkedUnder,
  matchingEmployeeGroups,
  storedMemberIds,
  usedByRules,
  visibleMemberCounts,
  visibleMembersOf,
  withOrganization,
} from './queries';

/**
 * Employee groups belong to an organisation: a caller sees those of the organisations they see.
 * Of a group's members they see only the employees they see; the others are never named, and stay
 * in the group when they save it.
 */
export const searchEmployeeGroups = async (ctx: AppContext, caller: Access, search: TEmployeeGroupSearch) => {
  const { db } = ctx.database;
  const { rows, count } = await pageOfRows(
    matchingEmployeeGroups(db, caller, search),
    withOrganization,
    { sortMap: EMPLOYEE_GROUP_SORT, idColumn: 'employee_groups.id' },
    search,
  );
  const counts = await visibleMemberCounts(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return {
    employeeGroups: rows.map(({ orgId, orgName, createdAt, ...row }) => ({
      ...row,
      organization: { id: orgId, name: orgName },
      employeeCount: counts.get(row.id) ?? 0,
      createdAt: createdAt.toISOString(),
    })),
    count,
  };
};

const requireVisible = async (ctx: AppContext, caller: Access, id: string) => {
  const found = await visibleEmployeeGroups(ctx.database.db, caller)
    .select('employee_groups.id')
    .where('employee_groups.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Employee group');
};

/** The group as the reader sees it; callers check first that they may see it. */
const describeGroup = async (ctx: AppContext, caller: Access, id: string): Promise<TEmployeeGroup> => {
  const { db } = ctx.database;
  const [row, employees] = await Promise.all([
    withOrganization(db.selectFrom('employee_groups').where('employee_groups.id', '=', id)).executeTakeFirstOrThrow(),
    visibleMembersOf(db, caller, id),
  ]);
  return {
    id: row.id,
    name: row.name,
    organization: { id: row.orgId, name: row.orgName },
    employeeCount: employees.length,
    createdAt: row.createdAt.toISOString(),
    employees,
  };
};

export const getEmployeeGroup = async (ctx: AppContext, caller: Access, id: string) => {
  await requireVisible(ctx, caller, id);
  return describeGroup(ctx, caller, id);
};

const outsideOrganization = () =>
  new AppError(400, 'VALIDATION_ERROR', "Some employees are not in the group's organisation", {
    employeeIds: 'outside_group_organization',
  });

export const saveEmployeeGroup = async (ctx: AppContext, caller: Access, input: TEmployeeGroupWrite, id?: string) => {
  const { db } = ctx.database;
  if (id) await requireVisible(ctx, caller, id);
  await assertVisibleOrganizations(db, caller, [input.orgId], 'orgId');
  const employeeIds = await keepHidden(db, caller, 'employees', {
    stored: id ? await storedMemberIds(db, id) : [],
    asked: input.employeeIds,
    field: 'employeeIds',
  });
  // Members kept because the caller does not see them must fit the organisation too.
  const linked = await linkedUnder(db, input.orgId, employeeIds);
  if (linked.size !== employeeIds.length) throw outsideOrganization();
  const groupId = await db.transaction().execute(async (trx) => {
    const values = { name: input.name, org_id: input.orgId };
    const saved = id
      ? await trx
          .updateTable('employee_groups')
          .set(values)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('employee_groups')
          .values({ ...values, customer_id: caller.customerId })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx.deleteFrom('employee_group_members').where('group_id', '=', saved.id).execute();
    await trx
      .insertInto('employee_group_members')
      .values(employeeIds.map((employeeId) => ({ group_id: saved.id, employee_id: employeeId })))
      .execute();
    return saved.id;
  });
  return describeGroup(ctx, caller, groupId);
};

/** A group an access rule filters by stays: without it the rule would let its holders see more, or nothing. */
export const deleteEmployeeGroup = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  await requireVisible(ctx, caller, id);
  if (await usedByRules(db, caller.customerId, id)) {
    throw new AppError(409, 'CONFLICT', 'An access rule filters by this group: take it out of the rule first');
  }
  await db.deleteFrom('employee_groups').where('id', '=', id).execute();
};
