/**
 * `POST /v1/customers/{id}/check` answers what ingest would decide in that instant (issue 28,
 * item 2), and stores nothing. A seeded random walk of limit changes, grants and events: before
 * each event, check it, see the balances unchanged by the check, then ingest it; the check's
 * `allowed`, `cost` and error code must be the ingest's, whatever the limit and the balance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { usageFee } from '../billing/story.js';

/** mulberry32: a small seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachStore('check agrees with ingest', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
    const unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 1, unit_amount: 1 })).id;
    const planId = (await setupPlan(h.api, { name: 'Prepaid', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planId, 'Calls', { event_name: 'call', aggregation: 'sum', property: 'units' }, { amount: 1, denominator: 2, pricing_unit_id: unitId });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-03-01T00:00:00Z' })).id;
    h.clock.set('2026-03-02T00:00:00Z');
  });
  afterAll(() => h.close());

  it('is refused with 400 for a bad event and 404 for an unknown customer, storing nothing', async () => {
    const bad = await h.api.post(`/v1/customers/${customerId}/check`, { event_name: 'call', timestamp: 'yesterday', properties: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const keyed = await h.api.post(`/v1/customers/${customerId}/check`, { event_name: 'call', idempotency_key: 'k', timestamp: h.clock.now().toISOString() });
    expect(keyed.status).toBe(400);
    const unknown = await h.api.post('/v1/customers/cm0000000000000000000none/check', { event_name: 'call', timestamp: h.clock.now().toISOString(), properties: { units: 1 } });
    expect(unknown.status).toBe(404);
    expect((await h.api.get('/v1/events', { customer_id: customerId })).body.events).toEqual([]);
  });

  it('answers as ingest decides, for 60 random steps of limits, grants and events', async () => {
    const next = random(kind === 'sqlite' ? 2801 : 2802);
    const pick = <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    let checked = 0;
    let refused = 0;
    for (let step = 0; step < 60; step++) {
      h.clock.advance(60_000);
      const roll = next();
      if (roll < 0.15) {
        const limit = pick([null, '0', '0', '1.5', '3', 4]);
        const res = await h.api.post(`/v1/customers/${customerId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: limit });
        expect(res.status).toBe(200);
        continue;
      }
      if (roll < 0.3) {
        const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Grant', amount: pick([1, 2, 5]), pricing_unit_code: 'credits' });
        expect(res.status).toBe(201);
        continue;
      }
      const properties = next() < 0.1 ? { units: 'many' } : { units: pick([0, 1, 2, 3, 5, 8]) };
      const timestamp = h.clock.now().toISOString();
      const before = (await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances;
      const check = await h.api.post(`/v1/customers/${customerId}/check`, { event_name: 'call', timestamp, properties });
      expect(check.status, JSON.stringify(check.body)).toBe(200);
      expect(check.body.customer_balances).toEqual(before);
      expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual(before);

      const ingest = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'call', properties, { timestamp }));
      expect(ingest.status, JSON.stringify(ingest.body)).toBe(200);
      const summary = (allowed: boolean, cost: unknown, code: unknown) => ({ allowed, cost, code });
      expect(summary(check.body.allowed, check.body.cost, check.body.error?.code), JSON.stringify({ step, check: check.body, ingest: ingest.body })).toEqual(
        summary(ingest.body.status === 'inserted', ingest.body.cost ?? [], ingest.body.error?.code),
      );
      checked += 1;
      if (!check.body.allowed) refused += 1;
    }
    // The walk visits both answers.
    expect(checked).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(checked);
  });
});
