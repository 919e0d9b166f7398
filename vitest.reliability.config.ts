import { defineConfig } from 'vitest/config';

// The reliability suite: crash (kill -9), database loss, two-process races and the fuzzers. One
// code path, two sizes (test/reliability/support/sizes.ts): `npm run test:reliability` at smoke
// size on every landing, `npm run test:soak` at full size on demand. The soak runs one file at a
// time (each drives a server or a store as hard as two cores allow); the smoke two at a time, since
// much of a smoke file is waiting out a fault (an outage, a takeover, a restart) that another file's
// work can fill. The global teardown prints the figures.
const SOAK = process.env.RELIABILITY_SIZE === 'soak';

export default defineConfig({
  test: {
    // The soak also runs the main suite's two load proofs at full size (sizes.ts).
    include: ['test/reliability/**/*.slow.test.ts', ...(SOAK ? ['test/reliability/exactlyOnce.test.ts', 'test/reliability/poolBurst.test.ts'] : [])],
    globalSetup: ['test/support/globalSetup.ts', 'test/reliability/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: SOAK ? 1 : 2,
    fileParallelism: !SOAK,
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
