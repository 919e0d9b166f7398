import { defineConfig } from 'vitest/config';

// Two cores: two workers. Each test file gets its own SQLite in memory and, when
// TEST_DATABASE_URL is set, its own PostgreSQL schema (test/support/stores.ts).
// Tiers, by file name: `*.unit.test.ts` (pure rules, no store: `npx vitest run --project unit`
// runs in seconds), `*.e2e.test.ts` (a browser), `*.slow.test.ts` (the long reliability suite,
// vitest.reliability.config.ts), and every other `*.test.ts` (through a store, on both stores).
const SLOW = 'test/reliability/**/*.slow.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.unit.test.ts'] } },
      { extends: true, test: { name: 'db', include: ['test/**/*.test.ts'], exclude: ['test/**/*.unit.test.ts', 'test/**/*.e2e.test.ts', SLOW, 'node_modules/**'] } },
      { extends: true, test: { name: 'e2e', include: ['test/**/*.e2e.test.ts'] } },
    ],
  },
});
