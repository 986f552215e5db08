import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A user's name as screens show who recorded something (their name then, kept as text). */
export const userName = async (db: Kysely<DB>, userId: string) =>
  (
    await db
      .selectFrom('users')
      .select(sql<string>`trim(first_name || ' ' || name)`.as('name'))
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).name;
