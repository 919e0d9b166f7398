import { defineConfig } from 'vitest/config';

// Two cores: two workers. Each test file gets its own SQLite in memory and, when
// TEST_DATABASE_URL is set, its own PostgreSQL schema (test/support/stores.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/reliability/**/*.slow.test.ts', 'node_modules/**'],
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
