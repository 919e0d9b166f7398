/**
 * Story: per-model usage lines of a pricing unit add up to the amount due without a rounding
 * "payment" (issue 26, item 6).
 *
 * A credits plan bills three models in ai_credits, 1 credit a token; 1,000 credits sell for $1.00,
 * so a credit is 0.1 cent. January's usage, each line's exact value and its own rounding:
 *   Model A  5114 credits = 511.4 cents -> 511, remainder +0.4
 *   Model B  5114 credits = 511.4 cents -> 511, remainder +0.4
 *   Model C  5128 credits = 512.8 cents -> 513, remainder -0.2
 *   total   15356 credits = 1535.6 cents, rounded once: 1536 ($15.36); the lines rounded alone: 1535
 * The missing cent goes to the line with the largest remainder (A and B tie at 0.4: the first, A):
 *   A 512 + B 511 + C 513 = 1536, each within one cent of its exact value. No credit line: no
 *   credits paid anything, and a rounding difference is not a payment.
 *
 * With 1,000 initial credits the same usage settles 14356 credits = 1435.6 -> 1436 cents; the
 * lines are the same 512 + 511 + 513 = 1536, and "Paid with credits: 1000 ai_credits" is the
 * credits' value, 1000 x 0.1 = -100 cents (1536 - 100 = 1436); it does not take a cent of rounding.
 * The upcoming invoice (same code path) previews the same lines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { billTo, brief, eventAt, invoicesOf, iso, usageFee } from './story.js';

describeEachStore('billing story: per-model credit usage rounds to the amount due, not to a credit payment', (kind) => {
  let h: Harness;
  let unitId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    unitId = (await setupPricingUnit(h.api, 'ai_credits', { money_minor: 100, unit_amount: 1000 })).id;
  });
  afterAll(() => h.close());

  async function subscriberUsing(initialCredits: number) {
    h.clock.set('2026-01-01T00:00:00Z');
    const plan = await setupPlan(h.api, { name: `Models ${initialCredits}`, type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: initialCredits });
    for (const model of ['a', 'b', 'c']) {
      await usageFee(h, plan.id, `Model ${model.toUpperCase()}`, { event_name: `llm.${model}.${initialCredits}`, aggregation: 'sum', property: 'tokens' }, { amount: 1, pricing_unit_id: unitId });
    }
    const customerId = (await setupCustomer(h.api)).id;
    const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
    await eventAt(h, customerId, '2026-01-10T00:00:00Z', `llm.a.${initialCredits}`, { tokens: 5114 });
    await eventAt(h, customerId, '2026-01-11T00:00:00Z', `llm.b.${initialCredits}`, { tokens: 5114 });
    await eventAt(h, customerId, '2026-01-12T00:00:00Z', `llm.c.${initialCredits}`, { tokens: 5128 });
    return { customerId, subscriptionId };
  }

  type Line = { description: string | null; quantity: number; unit_amount_cents: number; total_amount_cents: number };
  const amounts = (lines: Line[]) => lines.map((l) => [l.description?.split(':')[0] ?? null, l.quantity, l.unit_amount_cents, l.total_amount_cents]);

  const lines = [
    ['Model A', 1, 512, 512],
    ['Model B', 1, 511, 511],
    ['Model C', 1, 513, 513],
  ];

  it('no credits: Model A 512 + B 511 + C 513 = 1536 ($15.36), no credit line; 1,000 credits: the same lines, "Paid with credits: 1000 ai_credits" -100, total 1436; the upcoming invoices show the same', async () => {
    // Both subscribers before the close: a billing run moves the company's test clock for good.
    const plain = await subscriberUsing(0);
    const credited = await subscriberUsing(1000);
    const stories = [
      { subscriptionId: plain.subscriptionId, expected: lines, total: 1536 },
      { subscriptionId: credited.subscriptionId, expected: [...lines, ['Paid with credits', 1, -100, -100]], total: 1436 },
    ];
    for (const { subscriptionId, expected, total } of stories) {
      const upcoming = await h.api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`);
      expect(upcoming.status, JSON.stringify(upcoming.body)).toBe(200);
      expect(amounts(upcoming.body.invoice.line_items as Line[])).toEqual(expected);
      expect(upcoming.body.invoice.total_cents).toBe(total);
    }

    await billTo(h.api, '2026-02-01T00:00:00Z');
    for (const { subscriptionId, expected, total } of stories) {
      const [january] = await invoicesOf(h.api, subscriptionId);
      expect(brief(january!).map(([description, quantity, unit, cents]) => [description?.split(':')[0] ?? null, quantity, unit, cents])).toEqual(expected);
      expect(january).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), subtotal_cents: total, total_cents: total });
    }
    const [plainJanuary] = await invoicesOf(h.api, plain.subscriptionId);
    expect(brief(plainJanuary!).some(([description]) => description?.startsWith('Paid with credits') ?? false)).toBe(false);
    const [creditedJanuary] = await invoicesOf(h.api, credited.subscriptionId);
    expect(brief(creditedJanuary!)[3]?.[0]).toBe('Paid with credits: 1000 ai_credits');
  });
});
