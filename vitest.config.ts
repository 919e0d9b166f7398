import { defineConfig } from 'vitest/config';

// Two cores: two workers (three gained 3%, within noise). Each test file gets its own SQLite in
// memory (a copy of one migrated image per worker) and, when TEST_DATABASE_URL is set, its own
// PostgreSQL database copied from the run's migrated template (test/support/stores.ts,
// pgDatabases.ts).
// Tiers, by file name: `*.unit.test.ts` (pure rules, no store: `npx vitest run --project unit`
// runs in seconds), `*.e2e.test.ts` (a browser), `*.slow.test.ts` (the long reliability suite,
// vitest.reliability.config.ts), and every other `*.test.ts` (through a store, on both stores).
const SLOW = 'test/reliability/**/*.slow.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker imports the app once and runs file after file in it: with a fresh module graph per
    // file, imports were 130 s of a 353 s run. Files share no module state (each builds its own
    // store, app and clock; spies and fake timers are restored), so nothing leaks between them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.unit.test.ts'] } },
      { extends: true, test: { name: 'db', include: ['test/**/*.test.ts'], exclude: ['test/**/*.unit.test.ts', 'test/**/*.e2e.test.ts', SLOW, 'node_modules/**'] } },
      { extends: true, test: { name: 'e2e', include: ['test/**/*.e2e.test.ts'] } },
    ],
  },
});
