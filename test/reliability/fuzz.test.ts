/**
 * The fuzzer, fast: a few hundred generated requests per endpoint family on each store (the slow
 * suite runs 10,000 per family). Never a 5xx, always the envelope with a code, and nothing
 * written by a rejected request. RELIABILITY_FUZZ_RUNS and RELIABILITY_SEED adjust and replay.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FAMILIES, type FuzzWorld } from './fuzz/families.js';
import { runFamily } from './fuzz/runner.js';
import { fuzzHarness } from './fuzz/setup.js';
import { runSeed } from './support/random.js';

const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 300);

describeEachStore('fuzz (fast)', (kind) => {
  let h: Harness;
  let world: FuzzWorld;
  const seed = runSeed();

  beforeAll(async () => {
    ({ h, world } = await fuzzHarness(kind));
  });
  afterAll(() => h?.close());

  for (const family of FAMILIES) {
    it(`${family.name}: ${RUNS} generated requests, no 5xx, envelopes only, rejected ones write nothing`, async () => {
      const stats = await runFamily(h, world, family, RUNS, seed);
      const batchResults = Object.keys(stats.results).length > 0 ? `, batch results ${JSON.stringify(stats.results)}` : '';
      console.log(`[reliability] fuzz ${family.name} [${kind}] seed=${seed}: ${stats.cases} cases, ${stats.rejected} rejected, ${stats.accepted} accepted, statuses ${JSON.stringify(stats.statuses)}${batchResults}`);
      expect(stats.cases).toBeGreaterThanOrEqual(RUNS);
    }, 300_000);
  }

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
