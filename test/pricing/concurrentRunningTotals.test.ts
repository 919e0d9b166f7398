/**
 * Property (issue 31, item 2), through the API on both stores: random streams of events of one
 * customer, split at random into batches sent all at once to two servers on one database (two apps
 * with their own ingest pipelines: on PostgreSQL their transactions overlap, as two processes'
 * would), are charged by a graduated and a package fee exactly the price of the period's total:
 * the running total is locked state, so no two batches price from the same total and none skips a
 * tier (without the row lock, PostgreSQL runs failed here: two batches priced from one total). The prices, by hand:
 *   graduated: units 1-50 at 10 each; 51-200 at 5 each, plus 100 when entered; above 200 at 1 each.
 *   package: 700 per started block of 25 units.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf } from '../billing/story.js';

type App = Awaited<ReturnType<typeof buildApp>>;

function graduatedByHand(total: number): number {
  const first = Math.min(total, 50) * 10;
  const second = total > 50 ? (Math.min(total, 200) - 50) * 5 + 100 : 0;
  const third = total > 200 ? total - 200 : 0;
  return first + second + third;
}

function packageByHand(total: number): number {
  return Math.ceil(total / 25) * 700;
}

describeEachStore('pricing property: running totals under random batch splits and two servers at once', (kind) => {
  let h: Harness;
  let other: App;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T00:00:00Z', config: { rateLimitPerWindow: 100_000 } });
    other = await buildApp({ store: h.testStore.store, config: h.config, clock: h.clock });
    await other.ready();
    planId = (await setupPlan(h.api, { name: 'Ops', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    const metric = { expression: { event_name: 'op', aggregation: 'sum', property: 'n' } };
    await setupFee(h.api, planId, {
      product: { name: 'Ops graduated', billable_metric: metric },
      price: { pricing_model: 'graduated', tiers: [{ up_to: 50, unit_amount: 10 }, { up_to: 200, unit_amount: 5, flat_amount: 100 }, { up_to: null, unit_amount: 1 }] },
    });
    await setupFee(h.api, planId, { product: { name: 'Ops packages', billable_metric: metric }, price: { pricing_model: 'package', amount: 700, package_size: 25 } });
  });
  afterAll(async () => {
    await other?.close();
    await h.close();
  });

  async function postTo(server: 0 | 1, events: unknown[]) {
    if (server === 0) return h.api.post('/v1/events/batch', { events });
    const raw = await other.inject({ method: 'POST', url: '/v1/events/batch', headers: { authorization: `Bearer ${h.api.key}` }, payload: { events } });
    return { status: raw.statusCode, body: raw.json() as { results: { status: string; cost?: { amount: string }[] }[] } };
  }

  it('charges each stream exactly the price of its total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 30, maxLength: 30 }),
        fc.array(fc.constantFrom(0 as const, 1 as const), { minLength: 30, maxLength: 30 }),
        async (quantities, sizes, servers) => {
          const customerId = (await setupCustomer(h.api)).id;
          await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
          const events = quantities.map((n) => ingestBody(customerId, 'op', { n }, { timestamp: '2026-01-15T00:00:00Z' }));
          const batches: { server: 0 | 1; events: unknown[] }[] = [];
          for (let at = 0, i = 0; at < events.length; i++) {
            const size = sizes[i] ?? 1;
            batches.push({ server: servers[i] ?? 0, events: events.slice(at, at + size) });
            at += size;
          }
          const answers = await Promise.all(batches.map((batch) => postTo(batch.server, batch.events)));
          let charged = 0;
          for (const answer of answers) {
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            for (const result of answer.body.results) {
              expect(result.status, JSON.stringify(result)).toBe('inserted');
              charged += Number(result.cost?.[0]?.amount ?? 0);
            }
          }
          const total = quantities.reduce((a, b) => a + b, 0);
          const expected = graduatedByHand(total) + packageByHand(total);
          expect(charged).toBe(expected);
          // A stream of zero-unit events costs nothing and draws nothing, so no wallet is opened.
          const drawn = expected === 0 ? [] : [{ balance: String(-expected), account_type: 'currency', currency_code: 'usd' }];
          expect(await balancesOf(h.api, customerId)).toEqual(drawn);
        },
      ),
      // No shrinking: a counterexample is a race, which a replay need not repeat.
      { numRuns: kind === 'postgres' ? 12 : 6, endOnFailure: true },
    );
  }, 120_000);
});
