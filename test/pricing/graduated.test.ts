/**
 * Story (issue 31): "$49 a month including 100,000 API calls, then $0.40 per 1,000". The calls are
 * a graduated price: a first tier of 100,000 at 0 (the included allowance), then 40 cents per
 * 1,000. Each event is charged price(total after) - price(total before) of January's running total,
 * so a batch that crosses the allowance charges only what lies above it, and the period's invoice
 * bills the price of its total.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { billTo, brief, eventAt, flatFee, invoicesOf, iso } from '../billing/story.js';

const TIERS = [
  { up_to: 100000, unit_amount: 0 },
  { up_to: null, unit_amount: 40 },
];

describeEachStore('pricing story: $49 a month including 100,000 API calls, then $0.40 per 1,000', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;
  let feeId: string;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'API', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 4900);
    const fee = await setupFee(h.api, plan.id, {
      product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.call', aggregation: 'sum', property: 'calls' } } },
      price: { pricing_model: 'graduated', tiers: TIERS, denominator: 1000 },
    });
    feeId = fee.id;
    planId = plan.id;
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('returns the price as given', async () => {
    const res = await h.api.get(`/v1/plans/${planId}/fees/${feeId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fee.price).toMatchObject({ pricing_model: 'graduated', amount: 0, denominator: 1000, billing_mode: 'in_arrears', cadence: null, currency_code: 'usd', tiers: TIERS });
    expect(res.body.fee.price).not.toHaveProperty('package_size');
  });

  it('crosses the allowance inside one batch: only the calls above 100,000 are charged', async () => {
    h.clock.set('2026-01-10T00:00:00Z');
    const at = '2026-01-10T00:00:00Z';
    const res = await h.api.post('/v1/events/batch', {
      events: [
        ingestBody(customerId, 'api.call', { calls: 60000 }, { timestamp: at }), // 0 -> 60,000: inside the allowance, 0
        ingestBody(customerId, 'api.call', { calls: 50000 }, { timestamp: at }), // 60,000 -> 110,000: 10,000 above, 10 x 40 = 400
        ingestBody(customerId, 'api.call', { calls: 20000 }, { timestamp: at }), // 110,000 -> 130,000: 20 x 40 = 800
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r) => [r.status, r.cost])).toEqual([
      ['inserted', [{ amount: '0', account_type: 'currency', currency_code: 'usd' }]],
      ['inserted', [{ amount: '400', account_type: 'currency', currency_code: 'usd' }]],
      ['inserted', [{ amount: '800', account_type: 'currency', currency_code: 'usd' }]],
    ]);
    // Drawn in the request like per_unit: -(400 + 800).
    expect(res.body.results[2]?.customer_balances).toEqual([{ balance: '-1200', account_type: 'currency', currency_code: 'usd' }]);
    // 130,000 -> 131,500: 1.5 x 40 = 60.
    const one = await eventAt(h, customerId, '2026-01-20T00:00:00Z', 'api.call', { calls: 1500 });
    expect(one.cost).toEqual([{ amount: '60', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('a retry answers the cost it was charged, and moves nothing', async () => {
    h.clock.set('2026-01-21T00:00:00Z');
    const body = ingestBody(customerId, 'api.call', { calls: 500 }, { timestamp: '2026-01-21T00:00:00Z' });
    const first = await h.api.post('/v1/events/ingest', body); // 131,500 -> 132,000: 0.5 x 40 = 20
    const again = await h.api.post('/v1/events/ingest', body);
    expect([first.body.cost, again.body.status, again.body.cost]).toEqual([
      [{ amount: '20', account_type: 'currency', currency_code: 'usd' }],
      'duplicate',
      [{ amount: '20', account_type: 'currency', currency_code: 'usd' }],
    ]);
  });

  it("closes January: the usage line is the price of the period's 132,000 calls, $49 for February", async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    const closing = invoices[invoices.length - 1]!;
    // 132,000 - 100,000 included = 32,000 at 40 per 1,000 = 1,280 = 0 + 400 + 800 + 60 + 20.
    expect(brief(closing)).toEqual([
      ['API calls: 132000 units, graduated', 1, 1280, 1280],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(closing).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), total_cents: 6180 });
  });

  it('February starts a new allowance', async () => {
    const feb = await eventAt(h, customerId, '2026-02-05T00:00:00Z', 'api.call', { calls: 100000 }); // 0 -> 100,000: all included
    expect(feb.cost).toEqual([{ amount: '0', account_type: 'currency', currency_code: 'usd' }]);
    const more = await eventAt(h, customerId, '2026-02-06T00:00:00Z', 'api.call', { calls: 1000 }); // 100,000 -> 101,000: 40
    expect(more.cost).toEqual([{ amount: '40', account_type: 'currency', currency_code: 'usd' }]);
    const res = await h.api.get('/v1/events', { customer_id: customerId, limit: '100' });
    const charged = (res.body.events as { charges: { fee_id: string | null; amount: string }[] }[]).flatMap((e) => e.charges.filter((c) => c.fee_id === feeId).map((c) => c.amount));
    expect(charged.sort()).toEqual(['0', '0', '20', '40', '400', '60', '800'].sort());
  });
});
