import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FEATURES, type Feature } from '../../../common/features';

export const findUserByLogin = (db: Kysely<DB>, login: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(login)`, '=', login.toLowerCase())
    .executeTakeFirst();

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

export const insertSession = (db: Kysely<DB>, userId: string, expiresAt: Date) =>
  db
    .insertInto('sessions')
    .values({ user_id: userId, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();

export const findActiveSession = (db: Kysely<DB>, sessionId: string, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'expires_at'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();

export const revokeSession = (db: Kysely<DB>, sessionId: string) =>
  db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();

export const deleteEndedSessions = async (db: Kysely<DB>, before: Date): Promise<number> => {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
