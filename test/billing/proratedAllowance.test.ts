/**
 * Story (issue 12, item 9): a credits plan's first allowance is prorated like its first flat fee.
 *
 * A monthly credits plan on anchor day 1: a platform fee of $30.00 in advance and an allowance of
 * 3,000 credits every month, expiring after a month; tokens cost 1 credit per 1,000. The customer
 * subscribes on November 10 (UTC), so the first period is November 10 to December 1: 21 of
 * November's 30 days.
 *   - platform fee: 3000 cents x 21 / 30 = 2100 cents ($21.00)
 *   - allowance:    3000 credits x 21 / 30 = 2100 credits, expiring December 1 (when a full
 *     month's allowance counted from November 1 would), not December 10
 * November uses 500,000 tokens = 500 credits: 1,600 left. On December 1 those 1,600 expire and
 * December's whole 3,000 arrive: the balance is 3,000, never the 4,600 an unprorated,
 * overlapping first allowance would have left for nine days.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, flatFee, invoicesOf, iso, usageFee } from './story.js';

describeEachStore('billing story: a credits plan starting mid-month gets a prorated first allowance', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-11-10T00:00:00Z' });
    const unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 })).id;
    const plan = await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 3000);
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unitId });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      pricing_unit_id: unitId,
      amount: 3000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    customerId = (await setupCustomer(h.api)).id;
    h.clock.set('2026-11-10T00:00:00Z');
    const created = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id, start_date: '2026-11-10T00:00:00Z', billing_anchor_day: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    subscriptionId = created.body.subscription.id;
    await billTo(h.api, '2026-11-10T00:00:00Z');
  });
  afterAll(() => h.close());

  it('prorates the first allowance by the days the first flat fee is prorated by, and ends it at the first boundary', async () => {
    const [first] = await invoicesOf(h.api, subscriptionId);
    // $30.00 x 21 / 30 = $21.00
    expect(brief(first!)).toEqual([['Platform (monthly, in advance), 21 of 30 days at $30.00', 1, 2100, 2100]]);
    const grants = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    // 3,000 credits x 21 / 30 = 2,100 credits, expiring December 1 with the period
    expect(grants.map((g: { name: string; amount: string; expires_at: string | null }) => [g.name, g.amount, g.expires_at])).toEqual([
      ['Monthly credit grant, 21 of 30 days', '2100', iso('2026-12-01')],
    ]);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '2100', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('lets the rest of the first allowance expire when the first full one arrives: no overlap', async () => {
    // 500,000 tokens / 1,000 = 500 credits: 2,100 - 500 = 1,600 left
    const used = await eventAt(h, customerId, '2026-11-20T00:00:00Z', 'llm.completion', { tokens: 500_000 });
    expect(used.customer_balances).toEqual([{ balance: '1600', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(await billTo(h.api, '2026-12-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, grants_issued: 1 });
    // The 1,600 left expired at December 1; December's whole 3,000 are in: 3,000, not 4,600.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '3000', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    const grants = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    const rows = grants.map((g: { name: string; amount: string; balance: string; expires_at: string | null }) => [g.name, g.amount, g.balance, g.expires_at]);
    expect(rows.sort((a, b) => String(a[3]).localeCompare(String(b[3])))).toEqual([
      ['Monthly credit grant, 21 of 30 days', '2100', '0', iso('2026-12-01')],
      ['Monthly credit grant', '3000', '3000', iso('2027-01-01')],
    ]);
    // December's platform fee is whole: $30.00.
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices.flatMap((invoice) => brief(invoice)).filter(([description]) => description?.startsWith('Platform'))).toEqual([
      ['Platform (monthly, in advance), 21 of 30 days at $30.00', 1, 2100, 2100],
      ['Platform (monthly, in advance)', 1, 3000, 3000],
    ]);
  });
});
