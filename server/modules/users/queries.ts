import { sql, type Kysely } from 'kysely';
import type { TDeskUser, TDeskUserSearch } from '../../../common/schemas/rights';
import type { Access } from '../../access/requestAccess';
import { organizationVisible, visibleUsers } from '../../access/visibility';
import { containsPattern, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

export const USER_SORT: SortMap<TDeskUserSearch['sort']['field']> = {
  name: sql`lower(users.name)`,
  firstName: sql`lower(users.first_name)`,
  login: sql`lower(users.login)`,
};

/**
 * The visible desk users (not employees' personal accounts) whose name, first name, login or full
 * name (first name then name, as a picker shows it, or the other way round) holds the search.
 */
export const matchingUsers = (db: Kysely<DB>, caller: Access, { search }: TDeskUserSearch) => {
  const pattern = containsPattern(search);
  return visibleUsers(db, caller)
    .where('users.employee_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql`lower(users.name)`, 'like', pattern),
        eb(sql`lower(users.first_name)`, 'like', pattern),
        eb(sql`lower(users.login)`, 'like', pattern),
        eb(sql`lower(users.first_name || ' ' || users.name)`, 'like', pattern),
        eb(sql`lower(users.name || ' ' || users.first_name)`, 'like', pattern),
      ]),
    );
};

/** The users, in the order of `ids`; of their visible organisations, only those the reader sees. */
export const describeUsers = async (db: Kysely<DB>, caller: Access, ids: string[]): Promise<TDeskUser[]> => {
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
        'users.phone',
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
      .where(organizationVisible(caller, 'o'))
      .orderBy('o.name')
      .execute(),
  ]);
  const now = new Date();
  return ids.flatMap((id) => {
    const user = users.find((row) => row.id === id);
    if (!user) return [];
    return {
      id: user.id,
      login: user.login,
      firstName: user.firstName,
      name: user.name,
      email: user.email,
      phone: user.phone,
      customerOrgId: user.customerOrgId,
      userOrg: { id: user.orgId, name: user.orgName },
      visuOrgs: visuOrgs.filter((row) => row.user_id === id).map(({ id, name }) => ({ id, name })),
      blocked: Boolean(user.blocked_at || (user.blocked_until && user.blocked_until > now)),
    };
  });
};

export const storedVisibleOrgIds = async (db: Kysely<DB>, userId: string) =>
  (await db.selectFrom('user_visible_organizations').select('org_id').where('user_id', '=', userId).execute()).map(
    (row) => row.org_id,
  );
