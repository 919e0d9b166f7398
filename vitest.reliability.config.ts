import { defineConfig } from 'vitest/config';

// The reliability suite: crash (kill -9), database loss, two-process races and the fuzzers. One
// code path, two sizes (test/reliability/support/sizes.ts): `npm run test:reliability` at smoke
// size on every landing, `npm run test:soak` at full size on demand. One file at a time (each
// drives a server or a store as hard as two cores allow); the global teardown prints the figures.
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
