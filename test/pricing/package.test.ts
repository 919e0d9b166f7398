/**
 * Story (issue 31): "$5 per block of 1,000 emails", package pricing with its rounding. Up (the
 * default): a started block is charged in full, when the event that starts it arrives. Down: only
 * completed blocks, when the event that completes one arrives. Each event is charged
 * price(total after) - price(total before), so the period's charges add up to its total's price.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { billTo, brief, eventAt, invoicesOf } from '../billing/story.js';

describeEachStore('pricing story: $5 per block of 1,000 emails, rounded up and down', (kind) => {
  let h: Harness;
  const customers = new Map<string, { customerId: string; subscriptionId: string }>();

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    for (const rounding of ['up', 'down'] as const) {
      const plan = await setupPlan(h.api, { name: `Emails ${rounding}`, type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
      const price = rounding === 'up' ? { pricing_model: 'package', amount: 500, package_size: 1000 } : { pricing_model: 'package', amount: 500, package_size: 1000, package_rounding: 'down' };
      const fee = await setupFee(h.api, plan.id, { product: { name: 'Emails', billable_metric: { expression: { event_name: 'email.sent', aggregation: 'sum', property: 'emails' } } }, price });
      const answer = await h.api.get(`/v1/plans/${plan.id}/fees/${fee.id}`);
      expect(answer.body.fee.price).toMatchObject({ pricing_model: 'package', amount: 500, package_size: 1000, package_rounding: rounding });
      expect(answer.body.fee.price).not.toHaveProperty('tiers');
      const customerId = (await setupCustomer(h.api)).id;
      const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
      customers.set(rounding, { customerId, subscriptionId });
    }
  });
  afterAll(() => h.close());

  async function costs(rounding: 'up' | 'down', emails: number[]): Promise<string[]> {
    const out: string[] = [];
    let day = 2;
    for (const count of emails) {
      const answer = await eventAt(h, customers.get(rounding)!.customerId, `2026-01-${String(day++).padStart(2, '0')}T00:00:00Z`, 'email.sent', { emails: count });
      out.push((answer.cost as { amount: string }[])[0]?.amount ?? 'none');
    }
    return out;
  }

  it('rounds up: the event that starts a block pays for it', async () => {
    // 0 -> 1: 1 block (500); 1 -> 999: still 1 (0); 999 -> 1,001: 2 blocks (500); 1,001 -> 2,000: 2 (0).
    expect(await costs('up', [1, 998, 2, 999])).toEqual(['500', '0', '500', '0']);
  });

  it('rounds down: the event that completes a block pays for it', async () => {
    // 0 -> 999: 0 blocks (0); 999 -> 1,000: 1 (500); 1,000 -> 2,500: 2 (500); 2,500 -> 2,999: 2 (0).
    expect(await costs('down', [999, 1, 1500, 499])).toEqual(['0', '500', '500', '0']);
  });

  it("bills each period's total at its package price", async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const up = await invoicesOf(h.api, customers.get('up')!.subscriptionId);
    const down = await invoicesOf(h.api, customers.get('down')!.subscriptionId);
    // up: 2,000 emails = 2 blocks = 1,000 = 500 + 0 + 500 + 0; down: 2,999 = 2 complete blocks = 1,000.
    expect(brief(up[up.length - 1]!)).toEqual([['Emails: 2000 units, in packages of 1000', 1, 1000, 1000]]);
    expect(brief(down[down.length - 1]!)).toEqual([['Emails: 2999 units, in packages of 1000', 1, 1000, 1000]]);
  });
});
