/**
 * Story (issue 31): volume pricing at each tier edge. Seats-like units, every unit of the period at
 * the rate of the tier its total ends in:
 *   up to 100: $1.00 each; 101 to 1,000: $0.80 each; above 1,000: $0.50 each + $10.00 flat.
 * An event cannot know its final rate, so ingest charges it nothing and the period's close prices
 * the total (like max / unique_count); the upcoming invoice shows that line before the close.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { billTo, brief, eventAt, invoicesOf } from '../billing/story.js';

const TIERS = [
  { up_to: 100, unit_amount: 100 },
  { up_to: 1000, unit_amount: 80 },
  { up_to: null, unit_amount: 50, flat_amount: 1000 },
];

describeEachStore('pricing story: volume pricing at each tier edge', (kind) => {
  let h: Harness;
  let planId: string;
  let feeId: string;
  const subscriptions = new Map<number, { customerId: string; subscriptionId: string }>();
  const TOTALS = [100, 101, 1000, 1001];

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    planId = (await setupPlan(h.api, { name: 'Volume', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    feeId = (await setupFee(h.api, planId, {
      product: { name: 'Units', billable_metric: { expression: { event_name: 'unit.used', aggregation: 'sum', property: 'units' } } },
      price: { pricing_model: 'volume', tiers: TIERS },
    })).id;
    for (const total of TOTALS) {
      const customerId = (await setupCustomer(h.api)).id;
      const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' })).id;
      subscriptions.set(total, { customerId, subscriptionId });
    }
  });
  afterAll(() => h.close());

  it('charges nothing at ingest: the price waits for the period total', async () => {
    for (const total of TOTALS) {
      const { customerId } = subscriptions.get(total)!;
      const first = await eventAt(h, customerId, '2026-01-05T00:00:00Z', 'unit.used', { units: 60 });
      // Nothing drawn now; the answer names the fee priced at the period's close.
      expect([first.cost, first.priced_at_period_close]).toEqual([[], [feeId]]);
      await eventAt(h, customerId, '2026-01-20T00:00:00Z', 'unit.used', { units: total - 60 });
    }
  });

  it('shows the volume line on the upcoming invoice before the close', async () => {
    const { subscriptionId } = subscriptions.get(101)!;
    const res = await h.api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 101 units end in the second tier: 101 x 80 = 8,080.
    expect(res.body.invoice.line_items.map((l: { description: string | null; total_amount_cents: number }) => [l.description, l.total_amount_cents])).toEqual([
      ['Units (volume over the period): 101 at $0.80 each', 8080],
    ]);
  });

  it('closes January at the rate of the tier each total ends in', async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const rows: unknown[] = [];
    for (const total of TOTALS) {
      const invoices = await invoicesOf(h.api, subscriptions.get(total)!.subscriptionId);
      rows.push(brief(invoices[invoices.length - 1]!));
    }
    expect(rows).toEqual([
      [['Units (volume over the period): 100 at $1.00 each', 100, 100, 10000]], // 100 x 100 (the first tier's edge is in it)
      [['Units (volume over the period): 101 at $0.80 each', 101, 80, 8080]], // 101 x 80
      [['Units (volume over the period): 1000 at $0.80 each', 1000, 80, 80000]], // 1,000 x 80
      [['Units (volume over the period): 1001 at $0.50 each + $10.00', 1, 51050, 51050]], // 1,001 x 50 + 1,000 flat
    ]);
  });
});
