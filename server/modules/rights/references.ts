import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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

/**
 * One page of a search, ordered by name then id (stable between pages), and the count of all its
 * matches, read together.
 */
export const searchPage = async <TB extends keyof DB & string, O>(
  matching: SelectQueryBuilder<DB, TB, object>,
  table: TB,
  selectRows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: O[]; count: number }> => {
  const [rows, total] = await Promise.all([
    selectRows(matching)
      .orderBy(sql`lower(${sql.ref(`${table}.name`)})`)
      .orderBy(sql.ref(`${table}.id`))
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
};
