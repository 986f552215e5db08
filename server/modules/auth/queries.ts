import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FEATURES, type Feature } from '../../../common/features';

export const findUserByLogin = (db: Kysely<DB>, login: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(login)`, '=', login.toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

/** The union of the features of every rule assigned to the user. */
export const findFeaturesOfUser = async (db: Kysely<DB>, userId: string): Promise<Feature[]> => {
  const rows = await db
    .selectFrom('access_rules as r')
    .innerJoin('access_rule_users as ru', 'ru.rule_id', 'r.id')
    .select(sql<string>`unnest(r.features)`.as('feature'))
    .where('ru.user_id', '=', userId)
    .distinct()
    .execute();
  const granted = new Set(rows.map((row) => row.feature));
  return FEATURES.filter((feature) => granted.has(feature));
};
