import type { TDeskUserCreate, TDeskUserSearch, TDeskUserUpdate } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { assertVisibleOrganizations, keepHidden, visibleUsers } from '../../access/visibility';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import { AppError, notFound } from '../../http/errors';
import { hashPassword } from '../../auth/passwords';
import { findUserByLogin } from '../../auth/users';
import { revokeUserSessions } from '../../auth/sessions';
import { describeUsers, matchingUsers, storedVisibleOrgIds, USER_SORT } from './queries';

export const searchUsers = async (ctx: AppContext, caller: Access, search: TDeskUserSearch) => {
  const { db } = ctx.database;
  const { rows, count } = await pageOfRows(
    matchingUsers(db, caller, search),
    (query) => query.select('users.id'),
    {
      sortMap: USER_SORT,
      idColumn: 'users.id',
    },
    search,
  );
  return {
    users: await describeUsers(
      db,
      caller,
      rows.map((row) => row.id),
    ),
    count,
  };
};

export const getUser = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  const found = await visibleUsers(db, caller).select('users.id').where('users.id', '=', id).executeTakeFirst();
  if (!found) throw notFound('User');
  return (await describeUsers(db, caller, [id]))[0];
};

const assertLoginFree = async (ctx: AppContext, login: string, exceptId?: string) => {
  const owner = await findUserByLogin(ctx.database.db, login);
  if (owner && owner.id !== exceptId) {
    throw new AppError(409, 'CONFLICT', 'This login is already used', { login: 'already_used' });
  }
};

export const createUser = async (ctx: AppContext, caller: Access, input: TDeskUserCreate) => {
  const { db } = ctx.database;
  await assertVisibleOrganizations(db, caller, [input.userOrgId], 'userOrgId');
  await assertVisibleOrganizations(db, caller, input.visuOrgIds, 'visuOrgIds');
  await assertLoginFree(ctx, input.login);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        customer_id: caller.customerId,
        org_id: input.userOrgId,
        login: input.login,
        password_hash: passwordHash,
        first_name: input.firstName,
        name: input.lastName,
        email: input.email,
        phone: input.phone || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_visible_organizations')
      .values([...new Set(input.visuOrgIds)].map((orgId) => ({ user_id: user.id, org_id: orgId })))
      .execute();
    return user.id;
  });
  return getUser(ctx, caller, id);
};

/** Saves the user; the organisations they see that the caller does not are kept, unseen. */
export const updateUser = async (ctx: AppContext, caller: Access, id: string, input: TDeskUserUpdate) => {
  const { db } = ctx.database;
  await getUser(ctx, caller, id);
  await assertVisibleOrganizations(db, caller, [input.userOrgId], 'userOrgId');
  const visuOrgIds = await keepHidden(db, caller, 'organizations', {
    stored: await storedVisibleOrgIds(db, id),
    asked: input.visuOrgIds,
    field: 'visuOrgIds',
  });
  await assertLoginFree(ctx, input.login, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        login: input.login,
        first_name: input.firstName,
        name: input.lastName,
        email: input.email,
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        org_id: input.userOrgId,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('user_visible_organizations').where('user_id', '=', id).execute();
    await trx
      .insertInto('user_visible_organizations')
      .values(visuOrgIds.map((orgId) => ({ user_id: id, org_id: orgId })))
      .execute();
  });
  return getUser(ctx, caller, id);
};

export const deleteUser = async (ctx: AppContext, caller: Access, id: string) => {
  await getUser(ctx, caller, id);
  if (id === caller.userId) throw new AppError(409, 'CONFLICT', 'You cannot delete your own account');
  await revokeUserSessions(ctx.database.db, id, 'user-deleted');
  await ctx.database.db.deleteFrom('users').where('id', '=', id).execute();
};
