import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

const migratorOf = <T>(db: Kysely<T>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

export const migrateToLatest = async <T>(db: Kysely<T>): Promise<void> => {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
};

/** The migrations this code knows that the database has not run (a process older than its database is not ready). */
export const pendingMigrations = async <T>(db: Kysely<T>): Promise<string[]> =>
  (await migratorOf(db).getMigrations())
    .filter((migration) => !migration.executedAt)
    .map((migration) => migration.name);
