/**
 * Story: overdraft limits stop a customer at zero, or at the debt allowed (issue 28, item 1).
 *
 * A credits plan charges 1 credit per unit of `call.units`. The customer is granted 10 credits and
 * the plan sets a hard stop (`overdraft_limit: "0"`) on credits.
 *   batch of four 3-unit calls, in arrival order:  10 -> 7 -> 4 -> 1, the fourth refused alone
 *     (available 1 - 3 = -2 < -0): INSUFFICIENT_BALANCE, cost 3 credits, balances still 1.
 *   a 1-unit call fits exactly: 1 - 1 = 0; the next 1-unit call is refused (0 - 1 < 0).
 *   the refused key sent again after a grant of 5: 5 - 1 = 4, inserted, charged once.
 * The customer's own limit of 5 overrides the plan's 0:
 *   4 - 3 = 1, 1 - 3 = -2 (>= -5), -2 - 3 = -5 (= -5, fits), -5 - 1 = -6 refused.
 * The customer's limit removed mid-period: the plan's 0 binds again, -5 - 1 refused; the plan's
 * removed too: no limit, -5 - 1 = -6 inserted (today's behaviour).
 * A `max` fee bills at period close, so its event draws nothing at ingest and is never refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { usageFee } from '../billing/story.js';

describeEachStore('billing story: overdraft limits', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let subscriptionId: string;

  const call = (units: number, key?: string) => ingestBody(customerId, 'call', { units }, key ? { idempotency_key: key, timestamp: h.clock.now().toISOString() } : { timestamp: h.clock.now().toISOString() });
  const credits = async () => {
    const res = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(res.status).toBe(200);
    return res.body.balances.map((b: { balance: string }) => b.balance);
  };
  const storedEvents = async () => (await h.api.get('/v1/events', { customer_id: customerId, limit: '100' })).body.events.length as number;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
    const unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 1, unit_amount: 1 })).id;
    planId = (await setupPlan(h.api, { name: 'Prepaid', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planId, 'Calls', { event_name: 'call', aggregation: 'sum', property: 'units' }, { amount: 1, pricing_unit_id: unitId });
    await usageFee(h, planId, 'Peak seats', { event_name: 'seats', aggregation: 'max', property: 'count' }, { amount: 1, pricing_unit_id: unitId });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-03-01T00:00:00Z' })).id;
    const granted = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Starter', amount: 10, pricing_unit_code: 'credits' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    h.clock.set('2026-03-02T00:00:00Z');
  });
  afterAll(() => h.close());

  it('sets, answers and lists limits; refuses bad input with 400 and unknown owners with 404, changing nothing', async () => {
    const set = await h.api.post(`/v1/plans/${planId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: '0' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.overdraft_limit).toMatchObject({ plan_id: planId, account_type: 'pricing_unit', pricing_unit_code: 'credits', overdraft_limit: '0' });
    const listed = await h.api.get(`/v1/plans/${planId}/overdraft-limits`);
    expect(listed.body.overdraft_limits).toEqual([set.body.overdraft_limit]);

    for (const body of [
      { pricing_unit_code: 'credits', overdraft_limit: '-1' },
      { pricing_unit_code: 'credits', overdraft_limit: 'lots' },
      { pricing_unit_code: 'credits', currency_code: 'usd', overdraft_limit: '1' },
      { overdraft_limit: '1' },
      { pricing_unit_code: 'nope', overdraft_limit: '1' },
      { pricing_unit_code: 'credits' },
    ]) {
      const res = await h.api.post(`/v1/customers/${customerId}/overdraft-limits`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await h.api.post('/v1/customers/cm0000000000000000000none/overdraft-limits', { pricing_unit_code: 'credits', overdraft_limit: '1' })).status).toBe(404);
    expect((await h.api.get('/v1/plans/cm0000000000000000000none/overdraft-limits')).status).toBe(404);
    expect((await h.api.get(`/v1/customers/${customerId}/overdraft-limits`)).body.overdraft_limits).toEqual([]);
  });

  it('a batch is decided in arrival order: 10 -> 7 -> 4 -> 1, the fourth 3-credit call refused alone with its cost and the unchanged balance', async () => {
    const before = await storedEvents();
    const res = await h.api.post('/v1/events/batch', { events: [call(3), call(3), call(3), call(3)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.results as Array<{ status: string; customer_balances?: Array<{ balance: string }>; cost?: Array<{ amount: string }>; error?: { code: string } }>;
    expect(results.map((r) => r.status)).toEqual(['inserted', 'inserted', 'inserted', 'failed']);
    expect(results.map((r) => r.customer_balances?.[0]?.balance)).toEqual(['7', '4', '1', '1']);
    expect(results[3]).toMatchObject({ success: false, status: 'failed', cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }], error: { code: 'INSUFFICIENT_BALANCE' } });
    expect(results[3]!.error).toMatchObject({ message: expect.stringContaining('overdraft limit of 0') });
    expect(await storedEvents()).toBe(before + 3);
    expect(await credits()).toEqual(['1']);
  });

  it('stops exactly at zero, and a refused key sent again after a grant is inserted and charged once', async () => {
    const exact = await h.api.post('/v1/events/ingest', call(1));
    expect(exact.body).toMatchObject({ success: true, status: 'inserted', customer_balances: [{ balance: '0' }] });
    const refused = call(1, `retry-${kind}`);
    const first = await h.api.post('/v1/events/ingest', refused);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: false, status: 'failed', cost: [{ amount: '1' }], customer_balances: [{ balance: '0' }], error: { code: 'INSUFFICIENT_BALANCE' } });
    expect(first.body.usage_id).toBeUndefined();

    await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Top-up', amount: 5, pricing_unit_code: 'credits' });
    const again = await h.api.post('/v1/events/ingest', refused);
    expect(again.body).toMatchObject({ success: true, status: 'inserted', customer_balances: [{ balance: '4' }] });
    const twice = await h.api.post('/v1/events/ingest', refused);
    expect(twice.body).toMatchObject({ status: 'duplicate', usage_id: again.body.usage_id, customer_balances: [{ balance: '4' }] });
  });

  it("a customer's own limit of 5 overrides the plan's 0: 4 -> 1 -> -2 -> -5, then -6 refused", async () => {
    const set = await h.api.post(`/v1/customers/${customerId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: 5 });
    expect(set.body.overdraft_limit).toMatchObject({ customer_id: customerId, overdraft_limit: '5' });
    const balances: string[] = [];
    for (const units of [3, 3, 3]) balances.push((await h.api.post('/v1/events/ingest', call(units))).body.customer_balances![0]!.balance);
    expect(balances).toEqual(['1', '-2', '-5']);
    expect((await h.api.post('/v1/events/ingest', call(1))).body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await credits()).toEqual(['-5']);
  });

  it("limits changed mid-period: the customer's removed, the plan's 0 binds; the plan's removed, no limit", async () => {
    const removed = await h.api.post(`/v1/customers/${customerId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: null });
    expect(removed.body.overdraft_limit).toMatchObject({ customer_id: customerId, overdraft_limit: null });
    expect((await h.api.get(`/v1/customers/${customerId}/overdraft-limits`)).body.overdraft_limits).toEqual([]);
    expect((await h.api.post('/v1/events/ingest', call(1))).body.error.code).toBe('INSUFFICIENT_BALANCE');
    // A max fee draws nothing at ingest (it bills at period close): never refused.
    const seats = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'seats', { count: 4 }, { timestamp: h.clock.now().toISOString() }));
    expect(seats.body.status).toBe('inserted');

    await h.api.post(`/v1/plans/${planId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: null });
    const free = await h.api.post('/v1/events/ingest', call(1));
    expect(free.body).toMatchObject({ status: 'inserted', customer_balances: [{ balance: '-6' }] });
  });

  it('a refused event on a wallet the customer does not have yet leaves no wallet behind', async () => {
    const usd = await h.api.post(`/v1/customers/${customerId}/overdraft-limits`, { currency_code: 'usd', overdraft_limit: '0' });
    expect(usd.status).toBe(200);
    const cashPlan = (await setupPlan(h.api, { name: 'Cash', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, cashPlan, 'Cash calls', { event_name: 'cash.call', aggregation: 'sum', property: 'units' }, { amount: 2 });
    const other = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: other, plan_id: cashPlan, start_date: '2026-03-01T00:00:00Z' });
    await h.api.post(`/v1/customers/${other}/overdraft-limits`, { currency_code: 'usd', overdraft_limit: '0' });
    const res = await h.api.post('/v1/events/ingest', ingestBody(other, 'cash.call', { units: 1 }, { timestamp: h.clock.now().toISOString() }));
    expect(res.body).toMatchObject({ status: 'failed', cost: [{ amount: '2', currency_code: 'usd' }], customer_balances: [], error: { code: 'INSUFFICIENT_BALANCE' } });
    expect((await h.api.get(`/v1/customers/${other}/balances`)).body.balances).toEqual([]);
  });
});
