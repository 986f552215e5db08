import { sql, type Kysely } from 'kysely';
import type { TGroupMember, TUserGroupSearch } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { visibleGroups, visibleUsers } from '../../access/visibility';
import { containsPattern, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

export const GROUP_SORT: SortMap<TUserGroupSearch['sort']['field']> = { name: sql`lower(user_groups.name)` };

export const matchingGroups = (db: Kysely<DB>, caller: Access, { search }: TUserGroupSearch) =>
  visibleGroups(db, caller).where(sql`lower(user_groups.name)`, 'like', containsPattern(search));

/** The members of each group that the reader may see; the others are never named. */
export const visibleMembersOf = async (db: Kysely<DB>, caller: Access, groupIds: string[]) => {
  const byGroup = new Map<string, TGroupMember[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await visibleUsers(db, caller)
    .innerJoin('user_group_members as m', 'm.user_id', 'users.id')
    .select(['m.group_id', 'users.id', 'users.login', 'users.first_name as firstName', 'users.name'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  for (const { group_id, ...user } of rows) byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), user]);
  return byGroup;
};

export const storedMemberIds = async (db: Kysely<DB>, groupId: string) =>
  (await db.selectFrom('user_group_members').select('user_id').where('group_id', '=', groupId).execute()).map(
    (row) => row.user_id,
  );
