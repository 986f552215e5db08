import { sql, type Kysely } from 'kysely';
import type {
  TPartnershipGroup,
  TPartnershipGroupSearch,
  TPartnershipGroupWrite,
} from '../../../common/schemas/partnerships';
import type { Access } from '../../access/requestAccess';
import { partnershipGroupVisible, partnershipVisible, visiblePartnerships } from '../../access/visibility';
import type { AppContext } from '../../context';
import { containsPattern, pageOfRows } from '../../db/pager';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

/**
 * Partnership groups. A partnership belongs to one group at most; a group names only the
 * partnerships its reader sees, and saving it leaves the others where they are.
 */
const visibleGroups = (db: Kysely<DB>, caller: Access) =>
  db.selectFrom('partnership_groups').where(partnershipGroupVisible(caller, 'partnership_groups'));

const membersOf = async (db: Kysely<DB>, caller: Access, groupIds: string[]) => {
  if (groupIds.length === 0) return [];
  return visiblePartnerships(db, caller)
    .select(['partnerships.id', 'partnerships.name', 'partnerships.siret', 'partnerships.group_id'])
    .where('partnerships.group_id', 'in', groupIds)
    .orderBy(sql`lower(partnerships.name)`)
    .execute();
};

const describeAll = async (db: Kysely<DB>, caller: Access, groups: { id: string; name: string }[]) => {
  const members = await membersOf(
    db,
    caller,
    groups.map((group) => group.id),
  );
  return groups.map((group): TPartnershipGroup => ({
    id: group.id,
    name: group.name,
    partnerships: members
      .filter((member) => member.group_id === group.id)
      .map(({ id, name, siret }) => ({ id, name, siret })),
  }));
};

export const searchPartnershipGroups = async (ctx: AppContext, caller: Access, search: TPartnershipGroupSearch) => {
  const { db } = ctx.database;
  const text = search.search.trim();
  const matching = visibleGroups(db, caller).$if(text !== '', (qb) =>
    qb.where(sql`lower(partnership_groups.name)`, 'like', containsPattern(text)),
  );
  const { rows, count } = await pageOfRows(
    matching,
    (query) => query.select(['partnership_groups.id', 'partnership_groups.name']),
    { sortMap: { name: sql`lower(partnership_groups.name)` }, idColumn: 'partnership_groups.id' },
    search,
  );
  return { groups: await describeAll(db, caller, rows), count };
};

const requireVisibleGroup = async (db: Kysely<DB>, caller: Access, id: string) => {
  const group = await visibleGroups(db, caller)
    .select(['partnership_groups.id', 'partnership_groups.name'])
    .where('partnership_groups.id', '=', id)
    .executeTakeFirst();
  if (!group) throw notFound('Partnership group');
  return group;
};

export const getPartnershipGroup = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  return (await describeAll(db, caller, [await requireVisibleGroup(db, caller, id)]))[0]!;
};

/** Every partnership named must be one the caller sees; otherwise nothing is saved. */
const assertVisibleMembers = async (db: Kysely<DB>, caller: Access, ids: string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const visible = await visiblePartnerships(db, caller)
    .select('partnerships.id')
    .where('partnerships.id', 'in', unique)
    .execute();
  if (visible.length !== unique.length) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Some partnerships are unknown or not visible to you', {
      partnerships: 'not_visible',
    });
  }
};

/** The group holds the asked partnerships (taken from any group they were in), and those the caller cannot see. */
const setMembers = async (db: Kysely<DB>, caller: Access, groupId: string, ids: string[]) => {
  await db
    .updateTable('partnerships')
    .set({ group_id: null })
    .where('group_id', '=', groupId)
    .where(partnershipVisible(caller, 'partnerships'))
    .$if(ids.length > 0, (qb) => qb.where('id', 'not in', ids))
    .execute();
  if (ids.length > 0) await db.updateTable('partnerships').set({ group_id: groupId }).where('id', 'in', ids).execute();
};

export const createPartnershipGroup = async (ctx: AppContext, caller: Access, input: TPartnershipGroupWrite) => {
  const { db } = ctx.database;
  await assertVisibleMembers(db, caller, input.partnerships);
  const group = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('partnership_groups')
      .values({ customer_id: caller.customerId, name: input.name })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await setMembers(trx, caller, row.id, input.partnerships);
    return row;
  });
  return (await describeAll(db, caller, [group]))[0]!;
};

export const updatePartnershipGroup = async (
  ctx: AppContext,
  caller: Access,
  id: string,
  input: TPartnershipGroupWrite,
) => {
  const { db } = ctx.database;
  await requireVisibleGroup(db, caller, id);
  await assertVisibleMembers(db, caller, input.partnerships);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('partnership_groups').set({ name: input.name }).where('id', '=', id).execute();
    await setMembers(trx, caller, id, input.partnerships);
  });
  return getPartnershipGroup(ctx, caller, id);
};

/** Refused (409) while the group holds partnerships the caller cannot see: it would change what they cannot. */
export const deletePartnershipGroup = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  await requireVisibleGroup(db, caller, id);
  const hidden = await db
    .selectFrom('partnerships')
    .select('id')
    .where('group_id', '=', id)
    .where((eb) => eb.not(partnershipVisible(caller, 'partnerships')))
    .executeTakeFirst();
  if (hidden) throw new AppError(409, 'CONFLICT', 'This group holds partnerships you cannot see');
  await db.deleteFrom('partnership_groups').where('id', '=', id).execute();
};
