/**
 * Stories about a subscription's end and its plan changes: cancel at period end, a plan
 * transition at period end, an immediate cancel mid-period.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, flatFee, invoicesOf, iso, subscriptionOf, usageFee } from './story.js';

describeEachStore('billing stories: ends and plan changes', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());
  // Each story starts on January 1st: a company of its own, so a test clock another story moved
  // to March does not hold this one there.
  beforeEach(async () => {
    h.api = (await h.newCompany()).api;
  });

  /** A monthly plan: `platform` in advance, `support` in arrears, requests at `perRequest` cents. */
  async function monthlyPlan(name: string, platform: number, support: number, perRequest: number) {
    const plan = await setupPlan(h.api, { name, invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, `${name} platform`, platform);
    if (support > 0) await flatFee(h, plan.id, `${name} support`, support, { billing_mode: 'in_arrears' });
    await usageFee(h, plan.id, `${name} requests`, { event_name: 'request' }, { amount: perRequest });
    return plan;
  }

  async function subscribe(planId: string) {
    h.clock.set('2026-01-01T00:00:00Z');
    const customer = await setupCustomer(h.api);
    const subscription = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    return { customerId: customer.id, subscriptionId: subscription.id };
  }

  it('cancel at period end: January closes with its arrears and usage, nothing opens, the subscription ends', async () => {
    const plan = await monthlyPlan('Team', 2000, 1000, 3);
    const { customerId, subscriptionId } = await subscribe(plan.id);
    await billTo(h.api, '2026-01-01T00:00:00Z');
    h.clock.set('2026-01-20T00:00:00Z');
    const scheduled = await h.api.post(`/v1/subscriptions/${subscriptionId}`, { cancel_at_period_end: true });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    for (let i = 0; i < 4; i++) await eventAt(h, customerId, `2026-01-2${i}T10:00:00Z`, 'request');

    await billTo(h.api, '2026-03-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(2);
    expect(brief(invoices[0]!)).toEqual([['Team platform (monthly, in advance)', 1, 2000, 2000]]);
    expect(brief(invoices[1]!)).toEqual([
      ['Team support (monthly, in arrears)', 1, 1000, 1000],
      ['Team requests: 4 at $0.03 each', 4, 3, 12],
    ]);
    expect(invoices[1]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), total_cents: 1012 });
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({
      status: 'canceled',
      canceled_at: iso('2026-02-01'),
      cancel_at_period_end: true,
      next_renewal_date: null,
    });
    // Ended: a later event is not rated against it.
    const after = await eventAt(h, customerId, '2026-02-02T00:00:00Z', 'request');
    expect(after.cost).toEqual([]);
  });

  it('plan transition at period end: January closes on Basic, February opens on Pro', async () => {
    const basic = await monthlyPlan('Basic', 2000, 0, 5);
    const pro = await monthlyPlan('Pro', 5000, 0, 2);
    const { customerId, subscriptionId } = await subscribe(basic.id);
    await billTo(h.api, '2026-01-01T00:00:00Z');
    for (let i = 0; i < 10; i++) await eventAt(h, customerId, `2026-01-1${i}T08:00:00Z`, 'request');
    // Scheduled the way the signup link's end_of_period change does it.
    await h.testStore.store.db
      .updateTable('subscriptions')
      .set({ plan_transition_at_period_end: 1, plan_transition_at: iso('2026-02-01'), plan_transition_to_plan_id: pro.id })
      .where('id', '=', subscriptionId)
      .execute();

    await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({
      plan_id: pro.id,
      status: 'active',
      plan_transition_at_period_end: false,
      plan_transition_at: null,
      plan_transition_to_plan_id: null,
      next_renewal_date: iso('2026-03-01'),
    });
    for (let i = 0; i < 10; i++) await eventAt(h, customerId, `2026-02-1${i}T08:00:00Z`, 'request');
    await billTo(h.api, '2026-03-01T00:00:00Z');

    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices.map(brief)).toEqual([
      [['Basic platform (monthly, in advance)', 1, 2000, 2000]],
      [
        ['Basic requests: 10 at $0.05 each', 10, 5, 50],
        ['Pro platform (monthly, in advance)', 1, 5000, 5000],
      ],
      [
        ['Pro requests: 10 at $0.02 each', 10, 2, 20],
        ['Pro platform (monthly, in advance)', 1, 5000, 5000],
      ],
    ]);
    expect(invoices.map((i) => i.total_cents)).toEqual([2000, 5050, 5020]);
  });

  it('immediate cancel mid-period: the next run closes the partial period, arrears prorated to the cancel', async () => {
    const plan = await monthlyPlan('Solo', 3100, 3100, 7);
    const { customerId, subscriptionId } = await subscribe(plan.id);
    await billTo(h.api, '2026-01-01T00:00:00Z');
    await eventAt(h, customerId, '2026-01-05T00:00:00Z', 'request');
    await eventAt(h, customerId, '2026-01-10T23:00:00Z', 'request');
    h.clock.set('2026-01-11T00:00:00Z');
    const canceled = await h.api.post(`/v1/subscriptions/${subscriptionId}`, { status: 'canceled' });
    expect(canceled.body.subscription).toMatchObject({ status: 'canceled', canceled_at: iso('2026-01-11') });

    expect(await billTo(h.api, '2026-02-01T00:00:00Z')).toMatchObject({ invoices_created: 1 });
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(2);
    // Jan 1 to Jan 11: 10 of 31 days of $31.00 = $10.00; the prepaid platform fee is not refunded.
    expect(brief(invoices[1]!)).toEqual([
      ['Solo support (monthly, in arrears), 10 of 31 days at $31.00', 1, 1000, 1000],
      ['Solo requests: 2 at $0.07 each', 2, 7, 14],
    ]);
    expect(invoices[1]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-01-11'), total_cents: 1014 });
    expect(invoices[1]!.lines[0]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-01-11') });
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ status: 'canceled', canceled_at: iso('2026-01-11'), next_renewal_date: null });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
    // Nothing more, ever.
    await billTo(h.api, '2026-06-01T00:00:00Z');
    expect(await invoicesOf(h.api, subscriptionId)).toHaveLength(2);
  });

  it('cancel_at inside a period: the last period closes at that instant, prorated', async () => {
    const plan = await monthlyPlan('Clip', 3000, 3000, 1);
    const { subscriptionId } = await subscribe(plan.id);
    await billTo(h.api, '2026-01-01T00:00:00Z');
    h.clock.set('2026-03-05T00:00:00Z');
    expect((await h.api.post(`/v1/subscriptions/${subscriptionId}`, { cancel_at: '2026-04-16T00:00:00Z' })).status).toBe(200);
    await billTo(h.api, '2026-05-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices.map((i) => i.period_end)).toEqual([iso('2026-02-01'), iso('2026-02-01'), iso('2026-03-01'), iso('2026-04-01'), iso('2026-04-16')]);
    // April 1 to 16: 15 of April's 30 days of $30.00 = $15.00.
    expect(brief(invoices[4]!)).toEqual([['Clip support (monthly, in arrears), 15 of 30 days at $30.00', 1, 1500, 1500]]);
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ status: 'canceled', canceled_at: iso('2026-04-16') });
  });
});
