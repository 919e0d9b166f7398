import { defineConfig } from 'vitest/config';

// The long reliability suite (`npm run test:reliability`): crash, database loss, overdraft race
// and the 10,000-case fuzzers. One file at a time (each drives a server or a store as hard as two
// cores allow); the global teardown prints the figures every test recorded.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.slow.test.ts'],
    globalSetup: ['test/support/globalSetup.ts', 'test/reliability/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
