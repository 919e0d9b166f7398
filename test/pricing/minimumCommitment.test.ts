/**
 * Story (issue 31, item 3): "$49 a month including 100,000 API calls, then $0.40 per 1,000, at
 * least $500 a month". A monthly usd plan with minimum_commitment_cents 50,000, a $49.00 platform
 * fee in advance and the calls as a graduated price (100,000 at 0, then 40 cents per 1,000). The
 * customer subscribes on January 15 with billing anchor day 1. By hand:
 *
 * January 15 - February 1, a partial first period of 17 of January's 31 days:
 *   - at the start, the platform fee for 17 of 31 days: 4,900 x 17 / 31 = 2,687.10 -> 2,687;
 *   - 150,000 calls on January 20: (150,000 - 100,000) / 1,000 x 40 = 2,000;
 *   - the minimum for 17 of 31 days: 50,000 x 17 / 31 = 27,419.35 ($274.19); fees and usage came
 *     to 2,687.10 + 2,000 = 4,687.10 ($46.87); the true-up is 27,419.35 - 4,687.10 = 22,732.26
 *     -> 22,732;
 *   - the February 1 invoice: calls 2,000 + true-up 22,732 + February's platform fee 4,900 = 29,632.
 *     The upcoming invoice on January 25 shows exactly that.
 * February, a whole month: 1,300,000 calls = 1,200 x 40 = 48,000; with the $49.00 fee that is
 *   52,900 >= 50,000: no true-up. The March 1 invoice: calls 48,000 + March's fee 4,900 = 52,900.
 * March, canceled on March 11 (10 of 31 days): no usage; the minimum for 10 days is
 *   50,000 x 10 / 31 = 16,129.03 ($161.29), the March fee's share of those days is
 *   4,900 x 10 / 31 = 1,580.65 ($15.81): the last invoice's true-up is 14,548.39 -> 14,548.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { billTo, brief, eventAt, flatFee, invoicesOf, iso } from '../billing/story.js';

const TIERS = [
  { up_to: 100000, unit_amount: 0 },
  { up_to: null, unit_amount: 40 },
];

interface UpcomingLine {
  description: string | null;
  quantity: number;
  unit_amount_cents: number;
  total_amount_cents: number;
}

describeEachStore('pricing story: at least $500 a month, from a partial first period to a cancellation', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'API', currency_code: 'usd', invoicing_cadence: 'monthly', minimum_commitment_cents: 50000 });
    planId = plan.id;
    await flatFee(h, plan.id, 'Platform', 4900);
    await setupFee(h.api, plan.id, {
      product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.call', aggregation: 'sum', property: 'calls' } } },
      price: { pricing_model: 'graduated', tiers: TIERS, denominator: 1000 },
    });
    customerId = (await setupCustomer(h.api)).id;
    h.clock.set('2026-01-15T00:00:00Z');
    const res = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-15T00:00:00Z', billing_anchor_day: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    subscriptionId = res.body.subscription.id;
  });
  afterAll(() => h.close());

  it('returns the minimum on the plan; bad values are refused naming the field, and change nothing', async () => {
    const got = await h.api.get(`/v1/plans/${planId}`);
    expect(got.body.plan.minimum_commitment_cents).toBe(50000);
    const other = await setupPlan(h.api, { name: 'No minimum' });
    expect((await h.api.get(`/v1/plans/${other.id}`)).body.plan.minimum_commitment_cents).toBeNull();
    for (const bad of [-1, 1.5, '500', 1e16]) {
      const created = await h.api.post('/v1/plans', { name: 'Bad', minimum_commitment_cents: bad });
      expect(created.status, JSON.stringify(created.body)).toBe(400);
      expect(created.body.error.code).toBe('VALIDATION_ERROR');
      expect(created.body.error.details[0].path).toBe('body.minimum_commitment_cents');
      const updated = await h.api.post(`/v1/plans/${other.id}`, { minimum_commitment_cents: bad });
      expect(updated.status).toBe(400);
      expect(updated.body.error.details[0].path).toBe('body.minimum_commitment_cents');
    }
    expect((await h.api.get(`/v1/plans/${other.id}`)).body.plan.minimum_commitment_cents).toBeNull();
    const set = await h.api.post(`/v1/plans/${other.id}`, { minimum_commitment_cents: 100 });
    expect(set.body.plan.minimum_commitment_cents).toBe(100);
    const cleared = await h.api.post(`/v1/plans/${other.id}`, { minimum_commitment_cents: null });
    expect(cleared.body.plan.minimum_commitment_cents).toBeNull();
  });

  it('the start bills the platform fee for 17 of 31 days', async () => {
    const [start] = await invoicesOf(h.api, subscriptionId);
    expect(brief(start!)).toEqual([['Platform (monthly, in advance), 17 of 31 days at $49.00', 1, 2687, 2687]]);
  });

  it('the upcoming invoice shows the true-up of the partial first period', async () => {
    await eventAt(h, customerId, '2026-01-20T00:00:00Z', 'api.call', { calls: 150000 });
    h.clock.set('2026-01-25T00:00:00Z');
    const res = await h.api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.line_items.map((l: UpcomingLine) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents])).toEqual([
      ['API calls: 150000 units, graduated', 1, 2000, 2000],
      ['Minimum commitment of $500.00 a month, 17 of 31 days: $274.19; fees and usage came to $46.87', 1, 22732, 22732],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(res.body.invoice.total_cents).toBe(29632);
  });

  it('the close of the first period bills the same true-up', async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const closing = (await invoicesOf(h.api, subscriptionId)).at(-1)!;
    expect(brief(closing)).toEqual([
      ['API calls: 150000 units, graduated', 1, 2000, 2000],
      ['Minimum commitment of $500.00 a month, 17 of 31 days: $274.19; fees and usage came to $46.87', 1, 22732, 22732],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(closing).toMatchObject({ period_start: iso('2026-01-15'), period_end: iso('2026-02-01'), total_cents: 29632 });
    expect(closing.lines[1]).toMatchObject({ period_start: iso('2026-01-15'), period_end: iso('2026-02-01') });
  });

  it('a month whose fees and usage reach the minimum has no true-up, and billing again changes nothing', async () => {
    await eventAt(h, customerId, '2026-02-10T00:00:00Z', 'api.call', { calls: 1300000 });
    await billTo(h.api, '2026-03-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    const march = invoices.at(-1)!;
    expect(brief(march)).toEqual([
      ['API calls: 1300000 units, graduated', 1, 48000, 48000],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(march).toMatchObject({ period_start: iso('2026-02-01'), period_end: iso('2026-03-01'), total_cents: 52900 });
    const again = await billTo(h.api, '2026-03-01T00:00:00Z');
    expect(again.invoices_created).toBe(0);
    expect(await invoicesOf(h.api, subscriptionId)).toEqual(invoices);
  });

  it('a cancellation on March 11 closes the last period with the minimum for its 10 days', async () => {
    h.clock.set('2026-03-11T00:00:00Z');
    const canceled = await h.api.post(`/v1/subscriptions/${subscriptionId}`, { status: 'canceled' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    await billTo(h.api, '2026-03-11T00:00:00Z');
    const last = (await invoicesOf(h.api, subscriptionId)).at(-1)!;
    expect(brief(last)).toEqual([['Minimum commitment of $500.00 a month, 10 of 31 days: $161.29; fees and usage came to $15.81', 1, 14548, 14548]]);
    expect(last).toMatchObject({ period_start: iso('2026-03-01'), period_end: iso('2026-03-11'), total_cents: 14548 });
  });
});
