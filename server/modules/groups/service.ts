import type { TUserGroup, TUserGroupInput, TUserGroupSearch } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { keepHidden, visibleAmong, visibleGroups } from '../../access/visibility';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import { AppError, notFound } from '../../http/errors';
import { GROUP_SORT, matchingGroups, storedMemberIds, visibleMembersOf } from './queries';

/**
 * User groups belong to the customer, and a caller sees those with a member they see (or with no
 * member yet); members they may not see are never named, and stay in the group when they save it.
 */
export const searchGroups = async (ctx: AppContext, caller: Access, search: TUserGroupSearch) => {
  const { db } = ctx.database;
  const { rows, count } = await pageOfRows(
    matchingGroups(db, caller, search),
    (query) => query.select(['user_groups.id', 'user_groups.name']),
    { sortMap: GROUP_SORT, idColumn: 'user_groups.id' },
    search,
  );
  const members = await visibleMembersOf(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return { groups: rows.map((row) => ({ ...row, users: members.get(row.id) ?? [] })), count };
};

const describeGroup = async (ctx: AppContext, caller: Access, id: string): Promise<TUserGroup> => {
  const { db } = ctx.database;
  const group = await db
    .selectFrom('user_groups')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...group, users: (await visibleMembersOf(db, caller, [id])).get(id) ?? [] };
};

const requireVisible = async (ctx: AppContext, caller: Access, id: string) => {
  const found = await visibleGroups(ctx.database.db, caller)
    .select('user_groups.id')
    .where('user_groups.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Group');
};

export const getGroup = async (ctx: AppContext, caller: Access, id: string) => {
  await requireVisible(ctx, caller, id);
  return describeGroup(ctx, caller, id);
};

export const saveGroup = async (ctx: AppContext, caller: Access, input: TUserGroupInput, id?: string) => {
  const { db } = ctx.database;
  if (id) await requireVisible(ctx, caller, id);
  const users = await keepHidden(db, caller, 'users', {
    stored: id ? await storedMemberIds(db, id) : [],
    asked: input.users,
    field: 'users',
  });
  const groupId = await db.transaction().execute(async (trx) => {
    const saved = id
      ? await trx
          .updateTable('user_groups')
          .set({ name: input.name })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('user_groups')
          .values({ customer_id: caller.customerId, name: input.name })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx.deleteFrom('user_group_members').where('group_id', '=', saved.id).execute();
    if (users.length) {
      await trx
        .insertInto('user_group_members')
        .values(users.map((userId) => ({ group_id: saved.id, user_id: userId })))
        .execute();
    }
    return saved.id;
  });
  // Read back without the visibility check: a caller who took out every member they see still
  // gets the group they saved (which the members they do not see keep out of their lists).
  return describeGroup(ctx, caller, groupId);
};

/** A group holding members the caller may not see is not theirs to delete: it gives those people rights. */
export const deleteGroup = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  await requireVisible(ctx, caller, id);
  const members = await storedMemberIds(db, id);
  const visible = await visibleAmong(db, caller, 'users', members);
  if (visible.size < new Set(members).size) {
    throw new AppError(
      409,
      'CONFLICT',
      'This group has members outside your organisations: deleting it would change their rights',
    );
  }
  await db.deleteFrom('user_groups').where('id', '=', id).execute();
};
