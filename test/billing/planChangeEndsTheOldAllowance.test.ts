/**
 * Story: a change now does not grant two allowances for one period (issue 26, item 3).
 *
 * Monthly is $10.00 a month, Yearly $120.00 a year; both plans grant a $40.00 allowance every
 * month (a policy in dollars, expiring after a month), and an API call costs $1.00, drawn from the
 * allowance first, the rest invoiced as overage. January 2027 has 31 days.
 *
 * The customer starts Monthly on 1 January (anchor day 1): $40.00 granted, expiring 1 February.
 * 10 calls by 3 January: $10.00 drawn, $30.00 left. On 4 January 00:00 the customer changes now to
 * Yearly (prorated refund). 28 of January's 31 days are left.
 *   Monthly's allowance ends at the change: its $30.00 left expires.
 *   Yearly's first allowance  = 4000 x 28/31 = 3612.9 -> $36.13 (prorated, as before)
 * 50 calls on 10 January = $50.00: $36.13 from the allowance, $13.87 overdraft (balance -13.87).
 * Before the fix the Monthly grant lived on to 1 February: $30.00 + $36.13 = $66.13 covered all
 * 50 calls, and the $13.87 of overage (the "$20 unbilled" in its own figures) was never
 * billed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { balancesOf, changePlanByLink, iso } from './story.js';

describeEachStore('billing story: a change now ends the old plan allowance', (kind) => {
  let h: Harness;
  let api: Client;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2027-01-01T00:00:00Z' });
    api = h.api;
  });
  afterAll(() => h.close());

  async function planOf(name: string, cadence: string, amount: number) {
    const plan = await setupPlan(api, { name, invoicing_cadence: cadence });
    await setupFee(api, plan.id, { product: { name: `${name} platform` }, price: { pricing_model: 'flat', amount, cadence } });
    h.clock.advance(1);
    await setupFee(api, plan.id, { product: { name: `${name} calls`, billable_metric: { expression: { event_name: 'api.call' } } }, price: { pricing_model: 'per_unit', amount: 100 } });
    const policy = await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      currency_code: 'usd',
      amount: 4000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    return plan;
  }

  async function calls(customerId: string, at: string, count: number) {
    h.clock.set(at);
    const res = await api.post('/v1/events/batch', { events: Array.from({ length: count }, () => ingestBody(customerId, 'api.call', {}, { timestamp: at })) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it('Monthly to Yearly on 4 January: the $30.00 left of Monthly expires, Yearly grants $36.13, 50 calls leave -$13.87', async () => {
    const monthly = await planOf('Monthly', 'monthly', 1000);
    const yearly = await planOf('Yearly', 'yearly', 12000);
    const customerId = (await setupCustomer(api)).id;
    const created = await api.post('/v1/subscriptions', { customer_id: customerId, plan_id: monthly.id, start_date: '2027-01-01T00:00:00Z', billing_anchor_day: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const subscriptionId = created.body.subscription.id as string;
    await calls(customerId, '2027-01-03T00:00:00Z', 10);
    expect(await balancesOf(api, customerId)).toEqual([expect.objectContaining({ account_type: 'currency', currency_code: 'usd', balance: '3000' })]);

    h.clock.set('2027-01-04T00:00:00Z');
    await changePlanByLink(h, api, { customerId, subscriptionId, planCode: yearly.plan_code, timing: 'now' });
    const grants = (await api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants as { name: string; amount: string; balance: string; expires_at: string }[];
    expect(grants.map((g) => [g.amount, g.balance, g.expires_at]).sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
      ['4000', '0', iso('2027-01-04T00:00:00Z')],
      ['3613', '3613', iso('2027-02-01T00:00:00Z')],
    ]);
    expect(await balancesOf(api, customerId)).toEqual([expect.objectContaining({ balance: '3613' })]);

    await calls(customerId, '2027-01-10T00:00:00Z', 50);
    // 3613 - 5000 = -1387: the overage the period bills.
    expect(await balancesOf(api, customerId)).toEqual([expect.objectContaining({ balance: '-1387' })]);
  });
});
