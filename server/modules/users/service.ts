import { sql } from 'kysely';
import type { TDeskUserCreate, TDeskUserUpdate, TPagedSearch } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { findUserByLogin } from '../auth/queries';
import { revokeUserSessions } from '../auth/sessions';
import { assertVisibleOrganizations, containsPattern, searchPage, visibleUsers } from '../rights/references';

type OrgRef = { id: string; name: string };

const describeUsers = async (ctx: AppContext, ids: string[]) => {
  const { db } = ctx.database;
  if (ids.length === 0) return [];
  const [users, visuOrgs] = await Promise.all([
    db
      .selectFrom('users')
      .innerJoin('organizations as o', 'o.id', 'users.org_id')
      .select([
        'users.id',
        'users.login',
        'users.first_name as firstName',
        'users.name',
        'users.email',
        'users.customer_id as customerOrgId',
        'o.id as orgId',
        'o.name as orgName',
        'users.blocked_at',
        'users.blocked_until',
      ])
      .where('users.id', 'in', ids)
      .execute(),
    db
      .selectFrom('user_visible_organizations as v')
      .innerJoin('organizations as o', 'o.id', 'v.org_id')
      .select(['v.user_id', 'o.id', 'o.name'])
      .where('v.user_id', 'in', ids)
      .orderBy('o.name')
      .execute(),
  ]);
  const now = new Date();
  return ids.map((id) => {
    const user = users.find((row) => row.id === id)!;
    return {
      id: user.id,
      login: user.login,
      firstName: user.firstName,
      name: user.name,
      email: user.email,
      customerOrgId: user.customerOrgId,
      userOrg: { id: user.orgId, name: user.orgName } as OrgRef,
      visuOrgs: visuOrgs.filter((row) => row.user_id === id).map(({ id, name }) => ({ id, name })),
      blocked: Boolean(user.blocked_at || (user.blocked_until && user.blocked_until > now)),
    };
  });
};

export const searchUsers = async (ctx: AppContext, access: Access, { search, limit, page }: TPagedSearch) => {
  const pattern = containsPattern(search);
  const matching = visibleUsers(ctx.database.db, access).where((eb) =>
    eb.or([
      eb(sql`lower(users.name)`, 'like', pattern),
      eb(sql`lower(users.first_name)`, 'like', pattern),
      eb(sql`lower(users.login)`, 'like', pattern),
    ]),
  );
  const { rows, count } = await searchPage(matching, 'users', (query) => query.select('users.id'), { page, limit });
  return {
    users: await describeUsers(
      ctx,
      rows.map((row) => row.id),
    ),
    count,
  };
};

export const getUser = async (ctx: AppContext, access: Access, id: string) => {
  const found = await visibleUsers(ctx.database.db, access)
    .select('users.id')
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('User');
  return (await describeUsers(ctx, [id]))[0];
};

const assertLoginFree = async (ctx: AppContext, login: string, exceptId?: string) => {
  const owner = await findUserByLogin(ctx.database.db, login);
  if (owner && owner.id !== exceptId) {
    throw new AppError(409, 'CONFLICT', 'This login is already used', { login: 'already_used' });
  }
};

export const createUser = async (ctx: AppContext, access: Access, input: TDeskUserCreate) => {
  const { db } = ctx.database;
  await assertVisibleOrganizations(db, access, [input.userOrgId], 'userOrgId');
  await assertVisibleOrganizations(db, access, input.visuOrgIds, 'visuOrgIds');
  await assertLoginFree(ctx, input.login);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        customer_id: access.customerId,
        org_id: input.userOrgId,
        login: input.login,
        password_hash: passwordHash,
        first_name: input.firstName,
        name: input.lastName,
        email: input.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_visible_organizations')
      .values([...new Set(input.visuOrgIds)].map((orgId) => ({ user_id: user.id, org_id: orgId })))
      .execute();
    return user.id;
  });
  return getUser(ctx, access, id);
};

export const updateUser = async (ctx: AppContext, access: Access, id: string, input: TDeskUserUpdate) => {
  const { db } = ctx.database;
  await getUser(ctx, access, id);
  await assertVisibleOrganizations(db, access, [input.userOrgId], 'userOrgId');
  await assertVisibleOrganizations(db, access, input.visuOrgIds, 'visuOrgIds');
  await assertLoginFree(ctx, input.login, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        login: input.login,
        first_name: input.firstName,
        name: input.lastName,
        email: input.email,
        org_id: input.userOrgId,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('user_visible_organizations').where('user_id', '=', id).execute();
    await trx
      .insertInto('user_visible_organizations')
      .values([...new Set(input.visuOrgIds)].map((orgId) => ({ user_id: id, org_id: orgId })))
      .execute();
  });
  return getUser(ctx, access, id);
};

export const deleteUser = async (ctx: AppContext, access: Access, id: string) => {
  await getUser(ctx, access, id);
  if (id === access.userId) throw new AppError(409, 'CONFLICT', 'You cannot delete your own account');
  await revokeUserSessions(ctx.database.db, id, 'user-deleted');
  await ctx.database.db.deleteFrom('users').where('id', '=', id).execute();
};
