import { sql } from 'kysely';
import type { TPagedSearch, TUserGroupInput } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { assertVisibleUsers, containsPattern, searchPage, visibleUsers } from '../rights/references';

const membersOf = async (ctx: AppContext, access: Access, groupIds: string[]) => {
  if (groupIds.length === 0) return new Map<string, { id: string; login: string; firstName: string; name: string }[]>();
  const rows = await visibleUsers(ctx.database.db, access)
    .innerJoin('user_group_members as m', 'm.user_id', 'users.id')
    .select(['m.group_id', 'users.id', 'users.login', 'users.first_name as firstName', 'users.name'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('users.name')
    .execute();
  const byGroup = new Map<string, { id: string; login: string; firstName: string; name: string }[]>();
  for (const { group_id, ...user } of rows) byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), user]);
  return byGroup;
};

const ownGroups = (ctx: AppContext, access: Access) =>
  ctx.database.db.selectFrom('user_groups').where('customer_id', '=', access.customerId);

export const searchGroups = async (ctx: AppContext, access: Access, { search, limit, page }: TPagedSearch) => {
  const matching = ownGroups(ctx, access).where(sql`lower(name)`, 'like', containsPattern(search));
  const { rows, count } = await searchPage(matching, 'user_groups', (query) => query.select(['id', 'name']), {
    page,
    limit,
  });
  const members = await membersOf(
    ctx,
    access,
    rows.map((row) => row.id),
  );
  return { groups: rows.map((row) => ({ ...row, users: members.get(row.id) ?? [] })), count };
};

export const getGroup = async (ctx: AppContext, access: Access, id: string) => {
  const group = await ownGroups(ctx, access).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!group) throw notFound('Group');
  return { ...group, users: (await membersOf(ctx, access, [id])).get(id) ?? [] };
};

export const saveGroup = async (ctx: AppContext, access: Access, input: TUserGroupInput, id?: string) => {
  const { db } = ctx.database;
  if (id) await getGroup(ctx, access, id);
  await assertVisibleUsers(db, access, input.users, 'users');
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
          .values({ customer_id: access.customerId, name: input.name })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx.deleteFrom('user_group_members').where('group_id', '=', saved.id).execute();
    const users = [...new Set(input.users)];
    if (users.length) {
      await trx
        .insertInto('user_group_members')
        .values(users.map((userId) => ({ group_id: saved.id, user_id: userId })))
        .execute();
    }
    return saved.id;
  });
  return getGroup(ctx, access, groupId);
};

export const deleteGroup = async (ctx: AppContext, access: Access, id: string) => {
  await getGroup(ctx, access, id);
  await ctx.database.db.deleteFrom('user_groups').where('id', '=', id).execute();
};
