import { buildServer } from './compiledServer';
import { prepareDatabaseTemplates } from './databaseTemplates';

/**
 * Vitest's global setup, once per run before any test file: the compiled server is built, so that
 * the files that start it as a process (graceful stop, scale-out, kills) never build it at the same
 * moment, one deleting build/ under the other's processes; and the databases every file copies are
 * migrated and seeded. Answers the run's teardown.
 */
export default async function setup() {
  buildServer();
  return prepareDatabaseTemplates();
}
