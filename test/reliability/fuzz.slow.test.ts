/**
 * The fuzzer: generated requests per endpoint family on each store (1,000 at smoke size, 10,000
 * at soak size, or RELIABILITY_FUZZ_CASES; support/sizes.ts): wrong types, huge numbers, deep nesting, unicode, pollution keys, missing
 * and extra fields, invalid dates, negative amounts, 1 MiB+ bodies, broken JSON, odd query strings
 * and headers. Never a 5xx, always the envelope with a code, and nothing written by a rejected
 * request. The seed is printed; RELIABILITY_SEED replays it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FAMILIES, type FuzzWorld } from './fuzz/families.js';
import { runFamily, type FamilyStats } from './fuzz/runner.js';
import { fuzzHarness } from './fuzz/setup.js';
import { recordFigures } from './support/figures.js';
import { runSeed } from './support/random.js';
import { SIZES } from './support/sizes.js';

const CASES = SIZES.fuzzCases;

describeEachStore('fuzz', (kind) => {
  let h: Harness;
  let world: FuzzWorld;
  const seed = runSeed();
  const results: FamilyStats[] = [];

  beforeAll(async () => {
    ({ h, world } = await fuzzHarness(kind));
  });
  afterAll(async () => {
    await h?.close();
    if (results.length > 0) {
      recordFigures(`fuzz-${kind}`, {
        seed,
        ...Object.fromEntries(results.map((r) => [`fuzz_cases_${r.family}`, r.cases])),
        fuzz_cases_total: results.reduce((n, r) => n + r.cases, 0),
        rejected: results.reduce((n, r) => n + r.rejected, 0),
        accepted: results.reduce((n, r) => n + r.accepted, 0),
        batch_events: results.reduce((n, r) => n + Object.values(r.results).reduce((a, b) => a + b, 0), 0),
        differences_found: 0,
      });
    }
  });

  for (const family of FAMILIES) {
    it(`${family.name}: ${CASES} generated requests, no 5xx, envelopes only, rejected ones write nothing`, async () => {
      const stats = await runFamily(h, world, family, CASES, seed);
      const batchResults = Object.keys(stats.results).length > 0 ? `, batch results ${JSON.stringify(stats.results)}` : '';
      console.log(`[reliability] fuzz ${family.name} [${kind}] seed=${seed}: ${stats.cases} cases, ${stats.rejected} rejected, ${stats.accepted} accepted, statuses ${JSON.stringify(stats.statuses)}${batchResults}`);
      expect(stats.cases).toBeGreaterThanOrEqual(CASES);
      results.push(stats);
    });
  }

  it('leaves Object.prototype unpolluted', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
