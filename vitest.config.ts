import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` and `api` (`npm run test:vitest`), and `reliability` (kills, storms,
 * scale-out: `npm run test:reliability`), which starts processes of its own and runs after the
 * browser suite (scripts/test.mjs).
 */
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/support/runSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two cores do not gain from more.
    maxWorkers: 2,
    allowOnly: false,
    projects: [
      // The server's modules are imported once per worker, not once per file (some 10 s each):
      // a file's state is its own server and database, never a module's.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'reliability', include: ['tests/reliability/**/*.test.ts'] } },
    ],
  },
});
