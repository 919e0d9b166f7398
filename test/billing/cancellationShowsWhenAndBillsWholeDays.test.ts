/**
 * Story: cancellations say when they happen and bill whole local days (issue 12, smaller items).
 *
 * A monthly plan from 1 January (UTC company): Platform $31.00 in advance, Support $31.00 in
 * arrears, a month of 31 days, so a day of either is 3100 / 31 = 100 cents.
 *
 * - cancel_at_period_end: cancel_at shows the end of the current period (1 February), as
 *   plan_transition_at does for a transition; moving the anchor to the 20th moves it to 20
 *   January; the engine ends the subscription exactly there and bills Support for 1-19 January:
 *   19 x 100 = 1900. Turning it off clears cancel_at.
 * - An immediate cancel at 15:00 on 10 January bills Support for the days that are over, 1-9
 *   January: 9 x 100 = 900 (a cancel at 00:00 on 11 January bills 10 days, test/billing/lifecycle).
 *   The prepaid Platform fee is not refunded (Stripe's default cancel): no credit line.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, brief, flatFee, invoicesOf, iso, subscriptionOf } from './story.js';

describeEachStore('billing story: cancellations show when, and bill whole days', (kind) => {
  let h: Harness;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());
  // A company of its own per story, so one story's test clock does not hold another's.
  beforeEach(async () => {
    h.api = (await h.newCompany()).api;
    h.clock.set('2026-01-01T00:00:00Z');
    const plan = await setupPlan(h.api, { name: 'Team', currency_code: 'usd', invoicing_cadence: 'monthly' });
    planId = plan.id;
    await flatFee(h, plan.id, 'Platform', 3100);
    await flatFee(h, plan.id, 'Support', 3100, { billing_mode: 'in_arrears' });
    h.clock.set('2026-01-01T00:00:00Z');
  });

  async function subscribe() {
    const customer = await setupCustomer(h.api);
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription as { id: string; next_renewal_date: string };
  }

  it('cancel_at_period_end fills cancel_at with the period end, follows the anchor, and the engine ends it there', async () => {
    const sub = await subscribe();
    h.clock.set('2026-01-10T09:00:00Z');
    const scheduled = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    expect(scheduled.body.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: iso('2026-02-01'), status: 'active' });
    const off = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: false });
    expect(off.body.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    const moved = await h.api.post(`/v1/subscriptions/${sub.id}`, { billing_anchor_day: 20 });
    expect(moved.body.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: iso('2026-01-20'), next_renewal_date: iso('2026-01-20') });

    await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(await subscriptionOf(h.api, sub.id)).toMatchObject({ status: 'canceled', canceled_at: iso('2026-01-20') });
    const invoices = await invoicesOf(h.api, sub.id);
    expect(invoices).toHaveLength(2);
    // Support, 1-19 January: 19 x 100 = 1900; nothing opens after the end.
    expect(brief(invoices[1]!)).toEqual([['Support (monthly, in arrears), 19 of 31 days at $31.00', 1, 1900, 1900]]);
  });

  it('an immediate cancel mid-day bills the days that are over and refunds no prepaid fee', async () => {
    const sub = await subscribe();
    const [opening] = await invoicesOf(h.api, sub.id);
    expect(brief(opening!)).toEqual([['Platform (monthly, in advance)', 1, 3100, 3100]]);
    h.clock.set('2026-01-10T15:00:00Z');
    const canceled = await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
    expect(canceled.body.subscription).toMatchObject({ status: 'canceled', canceled_at: iso('2026-01-10T15:00:00Z'), cancel_at: null });

    await billTo(h.api, '2026-02-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, sub.id);
    expect(invoices).toHaveLength(2);
    // 1-9 January are over: 9 x 100 = 900. No credit for the unused Platform days.
    expect(brief(invoices[1]!)).toEqual([['Support (monthly, in arrears), 9 of 31 days at $31.00', 1, 900, 900]]);
    expect(invoices[1]).toMatchObject({ total_cents: 900, period_end: iso('2026-01-10T15:00:00Z') });
  });
});
