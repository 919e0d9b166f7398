/**
 * Story: a subscription created through POST /v1/subscriptions opens its first period in the
 * create's own transaction, exactly as the hosted signup page does (issue 12, item 6).
 *
 * A credits plan: 10 credits sell for $1.00; 300 initial credits; a policy grant of 1,000 credits
 * a month, expiring after a month; a $20.00 platform fee a month in advance; tokens cost 1 credit
 * per 1,000.
 *
 * - 15 January 12:00: the customer subscribes (anchor day 15, periods 15th to 15th). The answer
 *   comes after the first period opened: an open invoice of 2000 cents (the full month: the first
 *   period is whole) and 1,000 + 300 = 1,300 credits in the wallet. No billing run happened.
 * - One second later, 500,000 tokens: 500,000 / 1,000 x 1 = 500 credits, drawn from the grant that
 *   expires first (the monthly one): 1,300 - 500 = 800, no overdraft.
 * - The engine's run at that instant finds the start done: nothing advanced, invoiced or granted.
 * - 15 February 00:00 (local midnight of the anchor day): the period closes and the next opens:
 *   an invoice of 2000 cents (the next period's fee in advance, no overage) and February's 1,000
 *   credits. January's grant, granted at 12:00, ends with its period at 00:00 (issue 26, item 4: a
 *   grant's expiry counts from its period's start): its 500 expire, 300 + 1,000 = 1,300.
 * A subscription starting in the future opens nothing until its start.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan, setupPricingUnit } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { balancesOf, billTo, brief, eventAt, flatFee, invoicesOf, iso, usageFee } from './story.js';

describeEachStore('billing story: an API-created subscription has its credits and first invoice at once', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T12:00:00Z' });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: 300 });
    planId = plan.id;
    await flatFee(h, plan.id, 'Platform', 2000);
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unit.id });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      pricing_unit_id: unit.id,
      amount: 1000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(() => h.close());

  it('answers the create with the first period open: its invoice and its credits, before any billing run', async () => {
    h.clock.set('2026-01-15T12:00:00Z');
    const res = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: planId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    subscriptionId = res.body.subscription.id;
    expect(res.body.subscription).toMatchObject({ status: 'active', start_date: iso('2026-01-15T12:00:00Z'), next_renewal_date: iso('2026-02-15T00:00:00Z') });

    const [first, ...rest] = await invoicesOf(h.api, subscriptionId);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ status: 'open', total_cents: 2000, period_start: iso('2026-01-15T12:00:00Z') });
    expect(brief(first!)).toEqual([['Platform (monthly, in advance)', 1, 2000, 2000]]);
    // 1,000 from the policy + 300 initial credits.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '1300', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('draws usage a second later from those credits: no overdraft', async () => {
    const event = await eventAt(h, customerId, '2026-01-15T12:00:01Z', 'llm.completion', { tokens: 500_000 });
    expect(event.cost).toEqual([{ amount: '500', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(event.customer_balances).toEqual([{ balance: '800', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('the engine never bills the start twice', async () => {
    expect(await billTo(h.api, '2026-01-15T12:00:01Z')).toMatchObject({ subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0 });
    expect(await invoicesOf(h.api, subscriptionId)).toHaveLength(1);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '800', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('bills the next period when January closes', async () => {
    expect(await billTo(h.api, '2026-02-15T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, invoices_created: 1, grants_issued: 1 });
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(2);
    // The closing invoice of the first period carries the next period's fee in advance (no overage).
    expect(invoices[1]).toMatchObject({ total_cents: 2000, period_start: iso('2026-01-15T12:00:00Z'), period_end: iso('2026-02-15T00:00:00Z') });
    expect(invoices[1]!.lines.map((l) => [l.description, l.total_amount_cents, l.period_start])).toContainEqual(['Platform (monthly, in advance)', 2000, iso('2026-02-15T00:00:00Z')]);
    // January's grant (granted 15 January 12:00) ended with its period at 00:00, its 500 with it;
    // the 300 initial credits and February's 1,000 remain: 300 + 1,000 = 1,300.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '1300', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('a subscription that starts in the future opens nothing until it starts', async () => {
    h.clock.set('2026-02-20T00:00:00Z');
    const customer = (await setupCustomer(h.api)).id;
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer, plan_id: planId, start_date: '2026-03-01T00:00:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await invoicesOf(h.api, res.body.subscription.id)).toEqual([]);
    expect(await balancesOf(h.api, customer)).toEqual([]);
    h.clock.set('2026-03-01T00:00:00Z');
    expect(await billTo(h.api, '2026-03-01T00:00:00Z')).toMatchObject({ invoices_created: 1, grants_issued: 2 });
    expect(await balancesOf(h.api, customer)).toEqual([{ balance: '1300', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });
});
