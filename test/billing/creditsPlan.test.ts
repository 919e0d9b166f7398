/**
 * Story: a monthly credits plan. 1,000 credits granted every month (expiring after a month) plus
 * 300 initial credits; tokens cost 1 credit per 1,000; 10 credits sell for $1.00. January uses
 * 1,500 credits: the grant and the initial credits cover 1,300, the 200 credits of overage are
 * invoiced at the conversion rate when January closes: 200 x $1.00 / 10 = $20.00.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, iso, usageFee } from './story.js';

describeEachStore('billing story: credits plan with a monthly grant and overage', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;
  let unitId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 })).id;
    const plan = await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: 300 });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unitId });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      pricing_unit_id: unitId,
      amount: 1000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('grants the month\'s 1,000 credits and the 300 initial credits at the start, with nothing to invoice', async () => {
    // The create opened the first period: a run at the start has nothing left to do.
    expect(await billTo(h.api, '2026-01-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0 });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '1300', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    const grants = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    expect(grants.map((g: { name: string; amount: string; expires_at: string | null }) => [g.name, g.amount, g.expires_at]).sort()).toEqual([
      ['Initial credits', '300', null],
      ['Monthly credit grant', '1000', iso('2026-02-01')],
    ]);
  });

  it('draws usage from the grants, then overdraws', async () => {
    await eventAt(h, customerId, '2026-01-05T00:00:00Z', 'llm.completion', { tokens: 700_000 });
    const last = await eventAt(h, customerId, '2026-01-25T00:00:00Z', 'llm.completion', { tokens: 800_000 });
    expect(last.cost).toEqual([{ amount: '800', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(last.customer_balances).toEqual([{ balance: '-200', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('invoices the 200 credits of overage at the conversion rate when January closes, then grants February\'s credits', async () => {
    expect(await billTo(h.api, '2026-02-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, invoices_created: 1, grants_issued: 1 });
    const [january] = await invoicesOf(h.api, subscriptionId);
    // The usage at the settlement rate (1,500 credits x 10 cents), less the 1,300 credits paid: 200 x 10 = $20.00.
    expect(brief(january!)).toEqual([
      ['Tokens: 1500000 at 1 credits per 1000 = 1500 credits at $0.10 each', 1500, 10, 15000],
      ['Paid with credits: 1300 credits', 1, -13000, -13000],
    ]);
    expect(january).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), total_cents: 2000 });
    // The overage is settled: February's 1,000 credits are whole, not spent on January's debt.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '1000', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('closes February with a $0 invoice, paid, showing the usage the grant covered; unused credits expire', async () => {
    await eventAt(h, customerId, '2026-02-10T00:00:00Z', 'llm.completion', { tokens: 400_000 });
    expect(await billTo(h.api, '2026-03-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, invoices_created: 1, grants_issued: 1 });
    const february = (await invoicesOf(h.api, subscriptionId))[1]!;
    // 400 credits x 10 cents = $40.00, all paid with credits: $0.
    expect(brief(february)).toEqual([
      ['Tokens: 400000 at 1 credits per 1000 = 400 credits at $0.10 each', 400, 10, 4000],
      ['Paid with credits: 400 credits', 1, -4000, -4000],
    ]);
    expect(february).toMatchObject({ status: 'paid', total_cents: 0 });
    // February's 600 unused credits expired at March 1; March's 1,000 are in.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '1000', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    const grants = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    const februaryGrant = grants.find((g: { expires_at: string | null }) => g.expires_at === iso('2026-03-01'));
    expect(februaryGrant).toMatchObject({ amount: '1000', balance: '0' });
  });

  it('blocks (and retries) overage billing while no conversion rate applies, billing nothing wrong', async () => {
    const orphanUnit = (await setupPricingUnit(h.api, 'tokens_no_rate')).id;
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await usageFee(h, plan.id, 'Compute', { event_name: 'job.run' }, { amount: 5, pricing_unit_id: orphanUnit });
    const customer = (await setupCustomer(h.api)).id;
    h.clock.set('2026-03-01T00:00:00Z');
    const sub = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: plan.id, start_date: '2026-03-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-03-01T00:00:00Z');
    await eventAt(h, customer, '2026-03-02T00:00:00Z', 'job.run');
    const blocked = await billTo(h.api, '2026-04-01T00:00:00Z');
    expect(blocked.invoices_created).toBe(0);
    expect(await invoicesOf(h.api, sub)).toEqual([]);
    // March is still open: the renewal has not moved on to May.
    expect((await h.api.get(`/v1/subscriptions/${sub}`)).body.subscription.next_renewal_date).toBe(iso('2026-04-01'));
    // A rate arrives: the next run closes March, at that rate: 5 units x 300 cents / 1 unit.
    await h.api.post(`/v1/pricing-units/${orphanUnit}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 300, unit_amount: 1 });
    expect(await billTo(h.api, '2026-04-01T00:00:00Z')).toMatchObject({ invoices_created: 1 });
    const [march] = await invoicesOf(h.api, sub);
    expect(brief(march!)).toEqual([['Compute: 1 at 5 tokens_no_rate each = 5 tokens_no_rate at $3.00 each', 5, 300, 1500]]);
  });
});
