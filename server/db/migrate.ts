import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

export const migrateToLatest = async <T>(db: Kysely<T>): Promise<void> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
};
