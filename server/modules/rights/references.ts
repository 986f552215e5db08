import type { Kysely } from 'kysely';
import type { Access } from '../../access/requestAccess';
import { orgVisibleTo } from '../../access/requestAccess';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Users the caller may see: their customer's, whose organisation is inside the caller's visible ones. */
export const visibleUsers = (db: Kysely<DB>, access: Access) =>
  db.selectFrom('users').where('users.customer_id', '=', access.customerId).where(orgVisibleTo(access, 'users.org_id'));

const unknownReferences = (field: string) =>
  new AppError(400, 'VALIDATION_ERROR', `Some ${field} are unknown or not visible to you`, { [field]: 'not_visible' });

/** Every id must name something the caller may see; otherwise the whole request is refused. */
export const assertVisibleUsers = async (db: Kysely<DB>, access: Access, ids: string[], field: string) => {
  if (ids.length === 0) return;
  const found = await visibleUsers(db, access).select('users.id').where('users.id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw unknownReferences(field);
};

export const assertVisibleOrganizations = async (db: Kysely<DB>, access: Access, ids: string[], field: string) => {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', ids)
    .where(orgVisibleTo(access, 'organizations.id'))
    .execute();
  if (found.length !== new Set(ids).size) throw unknownReferences(field);
};

export const assertOwnGroups = async (db: Kysely<DB>, access: Access, ids: string[], field: string) => {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('user_groups')
    .select('id')
    .where('id', 'in', ids)
    .where('customer_id', '=', access.customerId)
    .execute();
  if (found.length !== new Set(ids).size) throw unknownReferences(field);
};

/** `search` matched anywhere in a name, case-insensitively; LIKE's wildcards are taken literally. */
export const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
