import { buildServer } from './compiledServer';
import { prepareDatabaseTemplates } from './databaseTemplates';

/**
 * Vitest's global setup, once per run before any test file: the compiled server is built, so that
 * the files that start it as a process (graceful stop, scale-out, kills) never build it at the same
 * moment, one deleting build/ under the other's processes; and the databases every file copies are
 * migrated and seeded. Each project calls it: the first one prepares, the last one tears down.
 */
type Shared = { prepared: Promise<() => Promise<void>>; users: number };
const SHARED = Symbol.for('liasse.testRunSetup');
const holder = globalThis as { [SHARED]?: Shared };

export default async function setup() {
  holder[SHARED] ??= {
    prepared: (async () => {
      buildServer();
      return prepareDatabaseTemplates();
    })(),
    users: 0,
  };
  const shared = holder[SHARED];
  shared.users++;
  await shared.prepared;
  return async () => {
    if (--shared.users > 0) return;
    delete holder[SHARED];
    await (
      await shared.prepared
    )();
  };
}
