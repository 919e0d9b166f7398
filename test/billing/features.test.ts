/**
 * Shorter stories, one per engine rule, each in its own company: a trial, period aggregations,
 * prepaid currency credit, one-time fees and a start grant, daily grants, a flat fee in credits,
 * a quarterly plan with a monthly fee, a mid-period plan transition, a company time zone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit } from '../support/builders.js';
import { balancesOf, billTo, brief, flatFee, invoicesOf, iso, subscriptionOf, usageFee } from './story.js';
import { ingestBody } from '../support/builders.js';

describeEachStore('billing stories: one rule each', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  /** A fresh company (its own invoices and runs), with the clock at January 1. */
  async function company(timezone?: string) {
    h.clock.set('2026-01-01T00:00:00Z');
    return h.newCompany(timezone ? { timezone } : {});
  }

  async function subscribe(api: Client, planId: string, extra: Record<string, unknown> = {}) {
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z', ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { customerId: customer.id as string, subscriptionId: res.body.subscription.id as string, subscription: res.body.subscription };
  }

  async function send(api: Client, customerId: string, timestamp: string, eventName: string, properties: Record<string, unknown> = {}) {
    h.clock.set(timestamp);
    const res = await api.post('/v1/events/ingest', ingestBody(customerId, eventName, properties, { timestamp }));
    expect(res.body.status, JSON.stringify(res.body)).toBe('inserted');
    return res.body;
  }

  /** Fees go through `h` for the clock step; this points them at another company's key. */
  function as(api: Client): Harness {
    return { ...h, api } as Harness;
  }

  it('trial: no flat fee during the trial; active from its end, fees prorated from there', async () => {
    const { api } = await company();
    const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
    await flatFee(as(api), plan.id, 'Platform', 3100);
    await flatFee(as(api), plan.id, 'Support', 3100, { billing_mode: 'in_arrears' });
    const { subscriptionId, subscription } = await subscribe(api, plan.id, { trial_end: '2026-01-15T00:00:00Z' });
    expect(subscription.status).toBe('trialing');

    // The trial's first period opened with the create; nothing is due before the trial ends.
    expect(await billTo(api, '2026-01-14T00:00:00Z')).toMatchObject({ subscriptions_advanced: 0, invoices_created: 0 });
    expect((await subscriptionOf(api, subscriptionId)).status).toBe('trialing');
    await billTo(api, '2026-02-01T00:00:00Z');
    expect((await subscriptionOf(api, subscriptionId)).status).toBe('active');
    const invoices = await invoicesOf(api, subscriptionId);
    // January 15 to February 1: 17 of January's 31 days.
    expect(brief(invoices[0]!)).toEqual([['Platform (monthly, in advance), 17 of 31 days at $31.00', 1, 1700, 1700]]);
    expect(invoices[0]!.lines[0]).toMatchObject({ period_start: iso('2026-01-15'), period_end: iso('2026-02-01') });
    expect(brief(invoices[1]!)).toEqual([
      ['Support (monthly, in arrears), 17 of 31 days at $31.00', 1, 1700, 1700],
      ['Platform (monthly, in advance)', 1, 3100, 3100],
    ]);
  });

  it('period aggregations: latest seats, peak storage, unique users, billed when the period closes', async () => {
    const { api } = await company();
    const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
    await usageFee(as(api), plan.id, 'Seats', { event_name: 'seats.set', aggregation: 'latest', property: 'seats' }, { amount: 1000 });
    await usageFee(as(api), plan.id, 'Peak storage', { event_name: 'storage.sample', aggregation: 'max', property: 'gb' }, { amount: 25 });
    await usageFee(as(api), plan.id, 'Active users', { event_name: 'user.seen', aggregation: 'unique_count', property: 'user_id' }, { amount: 200 });
    const { customerId, subscriptionId } = await subscribe(api, plan.id);
    await billTo(api, '2026-01-01T00:00:00Z');
    await send(api, customerId, '2026-01-03T00:00:00Z', 'seats.set', { seats: 5 });
    await send(api, customerId, '2026-01-25T00:00:00Z', 'seats.set', { seats: 6 });
    await send(api, customerId, '2026-01-20T00:00:00Z', 'seats.set', { seats: 8 }); // sent later, happened earlier
    for (const [day, gb] of [['05', 10], ['12', 40], ['19', 25]] as const) await send(api, customerId, `2026-01-${day}T00:00:00Z`, 'storage.sample', { gb });
    for (const [day, user] of [['02', 'u1'], ['09', 'u2'], ['16', 'u1'], ['23', 'u3']] as const) await send(api, customerId, `2026-01-${day}T00:00:00Z`, 'user.seen', { user_id: user });
    await send(api, customerId, '2026-02-01T00:00:00Z', 'seats.set', { seats: 50 }); // February's
    await billTo(api, '2026-02-01T00:00:00Z');
    const [january] = await invoicesOf(api, subscriptionId);
    expect(brief(january!)).toEqual([
      ['Seats (latest over the period): 6 at $10.00 each', 6, 1000, 6000],
      ['Peak storage (max over the period): 40 at $0.25 each', 40, 25, 1000],
      ['Active users (unique_count over the period): 3 at $2.00 each', 3, 200, 600],
    ]);
    expect(january!.total_cents).toBe(7600);
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('prepaid currency credit: a $5.00 monthly grant pays part of the usage, the invoice shows it', async () => {
    const { api } = await company();
    const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
    await usageFee(as(api), plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 3 });
    const policy = await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { currency_code: 'usd', amount: 500, cadence: 'monthly', expiration_interval_count: 1, expiration_interval_unit: 'month' });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const { customerId, subscriptionId } = await subscribe(api, plan.id);
    // The create opened the first period: January's $5.00 is in, and nothing was invoiced.
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '500', account_type: 'currency', currency_code: 'usd' }]);
    expect(await billTo(api, '2026-01-01T00:00:00Z')).toMatchObject({ grants_issued: 0, invoices_created: 0 });
    await send(api, customerId, '2026-01-10T00:00:00Z', 'job', { minutes: 100 });
    await send(api, customerId, '2026-01-20T00:00:00Z', 'job', { minutes: 150 });
    await billTo(api, '2026-02-01T00:00:00Z');
    const [january] = await invoicesOf(api, subscriptionId);
    // 250 minutes x 3 cents = $7.50, of which the $5.00 grant paid $5.00.
    expect(brief(january!)).toEqual([
      ['Compute: 250 at $0.03 each', 250, 3, 750],
      ['Prepaid credit applied', 1, -500, -500],
    ]);
    expect(january!.total_cents).toBe(250);
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '500', account_type: 'currency', currency_code: 'usd' }]);
    // February's $3.00 fits in the grant: a $0 invoice that still shows the usage, paid at once.
    await send(api, customerId, '2026-02-10T00:00:00Z', 'job', { minutes: 100 });
    await billTo(api, '2026-03-01T00:00:00Z');
    const february = (await invoicesOf(api, subscriptionId))[1]!;
    expect(brief(february)).toEqual([
      ['Compute: 100 at $0.03 each', 100, 3, 300],
      ['Prepaid credit applied', 1, -300, -300],
    ]);
    expect(february).toMatchObject({ total_cents: 0, status: 'paid' });
  });

  it('one-time fees and a start grant happen once: setup in advance, onboarding when the first period closes', async () => {
    const { api } = await company();
    const unit = await setupPricingUnit(api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(api, { type: 'credits', invoicing_cadence: 'monthly' });
    await flatFee(as(api), plan.id, 'Setup', 9900, { cadence: 'one_time' });
    await flatFee(as(api), plan.id, 'Onboarding', 20000, { cadence: 'one_time', billing_mode: 'in_arrears' });
    await flatFee(as(api), plan.id, 'Platform', 1000);
    const policy = await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unit.id, amount: 50, cadence: 'one_off_subscription_start' });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const { customerId, subscriptionId } = await subscribe(api, plan.id);
    // January's invoice and the start grant came with the create; the run adds February to April.
    expect(await billTo(api, '2026-04-01T00:00:00Z')).toMatchObject({ invoices_created: 3, grants_issued: 0 });
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map(brief)).toEqual([
      [
        ['Platform (monthly, in advance)', 1, 1000, 1000],
        ['Setup (one-time)', 1, 9900, 9900],
      ],
      [
        ['Onboarding (one-time)', 1, 20000, 20000],
        ['Platform (monthly, in advance)', 1, 1000, 1000],
      ],
      [['Platform (monthly, in advance)', 1, 1000, 1000]],
      [['Platform (monthly, in advance)', 1, 1000, 1000]],
    ]);
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '50', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('daily grants: one a day at local midnight, each expiring the next day', async () => {
    const { api } = await company('Asia/Kolkata');
    const unit = await setupPricingUnit(api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(api, { type: 'credits', invoicing_cadence: 'monthly' });
    await usageFee(as(api), plan.id, 'Calls', { event_name: 'call' }, { amount: 1, pricing_unit_id: unit.id });
    await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unit.id, amount: 10, cadence: 'daily', expiration_interval_count: 1, expiration_interval_unit: 'day' });
    const customer = await setupCustomer(api);
    // Local midnight on January 1 in Kolkata is 18:30 UTC on December 31.
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01' });
    expect(res.body.subscription.start_date).toBe(iso('2025-12-31T18:30:00Z'));
    const run = await billTo(api, '2026-01-10T18:30:00Z');
    // January 1 to 11 (local): eleven midnights, the last one being as_of itself; the first was
    // granted by the create, which opened the first period.
    expect(run.grants_issued).toBe(10);
    const grants = (await api.get(`/v1/customers/${customer.id}/credit-grants`, { limit: '100' })).body.credit_grants;
    expect(grants.map((g) => g.expires_at).sort()[0]).toBe(iso('2026-01-01T18:30:00Z'));
    h.clock.set('2026-01-10T18:30:00Z');
    expect(await balancesOf(api, customer.id)).toEqual([{ balance: '10', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(await billTo(api, '2026-01-10T18:30:00Z')).toMatchObject({ grants_issued: 0 });
  });

  it('a flat fee in credits is drawn from the credits; what they do not cover is overage at the close', async () => {
    const { api } = await company();
    const unit = await setupPricingUnit(api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(api, { type: 'credits', invoicing_cadence: 'monthly' });
    await flatFee(as(api), plan.id, 'Platform', 100, { pricing_unit_id: unit.id });
    await usageFee(as(api), plan.id, 'Calls', { event_name: 'call', aggregation: 'sum', property: 'n' }, { amount: 1, pricing_unit_id: unit.id });
    await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unit.id, amount: 1000, cadence: 'monthly', expiration_interval_count: 1, expiration_interval_unit: 'month' });
    const { customerId, subscriptionId } = await subscribe(api, plan.id);
    await billTo(api, '2026-01-01T00:00:00Z');
    // The month's 1,000 credits pay the 100-credit platform fee first.
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '900', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    await send(api, customerId, '2026-01-15T00:00:00Z', 'call', { n: 1000 });
    await billTo(api, '2026-02-01T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices).toHaveLength(1);
    // The usage at the settlement rate (1,000 x 10 cents), less what the credits paid (900 credits): $10.00 of overage.
    expect(brief(invoices[0]!)).toEqual([
      ['Calls: 1000 at 1 credits each = 1000 credits at $0.10 each', 1000, 10, 10000],
      ['Paid with credits: 900 credits', 1, -9000, -9000],
    ]);
    expect(await balancesOf(api, customerId)).toEqual([{ balance: '900', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('a quarterly plan charges each month of a monthly fee when the quarter opens', async () => {
    const { api } = await company();
    const plan = await setupPlan(api, { invoicing_cadence: 'quarterly' });
    await flatFee(as(api), plan.id, 'Seat', 1000);
    await flatFee(as(api), plan.id, 'Quarterly support', 6000, { cadence: 'quarterly', billing_mode: 'in_arrears' });
    const { subscriptionId } = await subscribe(api, plan.id);
    await billTo(api, '2026-04-01T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map((i) => [i.period_start, i.period_end])).toEqual([
      [iso('2026-01-01'), iso('2026-04-01')],
      [iso('2026-01-01'), iso('2026-04-01')],
    ]);
    expect(invoices[0]!.lines.map((l) => [l.description, l.total_amount_cents, l.period_start])).toEqual([
      ['Seat (monthly, in advance)', 1000, iso('2026-01-01')],
      ['Seat (monthly, in advance)', 1000, iso('2026-02-01')],
      ['Seat (monthly, in advance)', 1000, iso('2026-03-01')],
    ]);
    expect(brief(invoices[1]!)[0]).toEqual(['Quarterly support (quarterly, in arrears)', 1, 6000, 6000]);
    expect(invoices[1]!.total_cents).toBe(6000 + 3000);
    expect((await subscriptionOf(api, subscriptionId)).next_renewal_date).toBe(iso('2026-07-01'));
  });

  it('a plan transition inside a period closes the old plan there and opens the new one prorated', async () => {
    const { api } = await company();
    const basic = await setupPlan(api, { name: 'Basic', invoicing_cadence: 'monthly' });
    await flatFee(as(api), basic.id, 'Basic support', 3100, { billing_mode: 'in_arrears' });
    const pro = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await flatFee(as(api), pro.id, 'Pro platform', 6200);
    const { subscriptionId } = await subscribe(api, basic.id);
    await billTo(api, '2026-01-01T00:00:00Z');
    await h.testStore.store.db
      .updateTable('subscriptions')
      .set({ plan_transition_at: iso('2026-01-11'), plan_transition_to_plan_id: pro.id })
      .where('id', '=', subscriptionId)
      .execute();
    await billTo(api, '2026-02-01T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    // Basic ran 10 of 31 days: $10.00 of support; Pro runs 21 of 31 days: $42.00 of platform.
    expect(brief(invoices[0]!)).toEqual([
      ['Basic support (monthly, in arrears), 10 of 31 days at $31.00', 1, 1000, 1000],
      ['Pro platform (monthly, in advance), 21 of 31 days at $62.00', 1, 4200, 4200],
    ]);
    expect(invoices[0]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-01-11') });
    expect(brief(invoices[1]!)).toEqual([['Pro platform (monthly, in advance)', 1, 6200, 6200]]);
    expect(await subscriptionOf(api, subscriptionId)).toMatchObject({ plan_id: pro.id, plan_transition_at: null, next_renewal_date: iso('2026-03-01') });
  });

  it('periods follow the company time zone: boundaries at local midnight', async () => {
    const { api } = await company('America/New_York');
    const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
    await flatFee(as(api), plan.id, 'Platform', 2000);
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-03-01' });
    await billTo(api, '2026-05-01T04:00:00Z');
    const invoices = await invoicesOf(api, res.body.subscription.id);
    // New York midnight: 05:00 UTC in winter, 04:00 UTC once daylight saving starts (March 8).
    expect(invoices.map((i) => i.lines[0]!.period_start)).toEqual([iso('2026-03-01T05:00:00Z'), iso('2026-04-01T04:00:00Z'), iso('2026-05-01T04:00:00Z')]);
    expect(invoices.map((i) => i.total_cents)).toEqual([2000, 2000, 2000]);
  });
});
