import { defineConfig } from 'vitest/config';

// Two cores: two workers (three gained 3%, within noise). Each test file gets its own SQLite in
// memory (a copy of one migrated image per worker) and, when TEST_DATABASE_URL is set, its own
// PostgreSQL database copied from the run's migrated template (test/support/stores.ts,
// pgDatabases.ts).
// Tiers, by file name: `*.unit.test.ts` (pure rules, no store: `npx vitest run --project unit`
// runs in seconds), `*.e2e.test.ts` (a browser), `*.slow.test.ts` (the reliability suite at smoke
// size, `--project reliability`; vitest.reliability.config.ts runs it alone and the soak), and
// every other `*.test.ts` (through a store, on both stores).
// `npm test` runs all four in this one run, as CI does: the reliability files mostly wait out their
// faults (an outage, a takeover, a restart), and in the same run other files' work fills that wait,
// where a second run of their own left a core idle and paid a second start.
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
      {
        extends: true,
        test: {
          name: 'reliability',
          include: [SLOW],
          // A private snapshot of dist/ for the servers it starts, and the figures at the end.
          globalSetup: ['test/reliability/support/globalSetup.ts'],
          // Each file in a fresh module graph, as in its own run (vitest.reliability.config.ts).
          isolate: true,
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
