import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const findUserByLogin = (db: Kysely<DB>, login: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(login)`, '=', login.toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
