import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/runSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two cores do not gain from more.
    maxWorkers: 2,
  },
});
