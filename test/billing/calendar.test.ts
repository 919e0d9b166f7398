/**
 * Stories about the billing calendar: a yearly fee on a monthly plan, and an anchor on the 31st
 * across February, starting mid-month (a prorated first period).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { billTo, brief, flatFee, invoicesOf, iso, subscriptionOf } from './story.js';

describeEachStore('billing story: yearly fee on a monthly plan', (kind) => {
  let h: Harness;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Seat', 1000);
    await flatFee(h, plan.id, 'Annual license', 12000, { cadence: 'yearly' });
    const customer = await setupCustomer(h.api);
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('charges the license with January, then only the seat each month, and the license again after 12 months', async () => {
    // January's invoice came with the create (the first period opens in its transaction); one run
    // catches up twelve boundaries: February 2026 through January 2027.
    expect(await billTo(h.api, '2027-01-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, invoices_created: 12, grants_issued: 0 });
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(13);
    expect(brief(invoices[0]!)).toEqual([
      ['Seat (monthly, in advance)', 1, 1000, 1000],
      ['Annual license (yearly, in advance)', 1, 12000, 12000],
    ]);
    expect(invoices[0]!.lines[1]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2027-01-01') });
    for (const invoice of invoices.slice(1, 12)) expect(brief(invoice)).toEqual([['Seat (monthly, in advance)', 1, 1000, 1000]]);
    expect(invoices.slice(1, 12).map((i) => i.lines[0]!.period_start)).toEqual(
      ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => iso(`2026-${m}-01`)),
    );
    expect(brief(invoices[12]!)).toEqual([
      ['Seat (monthly, in advance)', 1, 1000, 1000],
      ['Annual license (yearly, in advance)', 1, 12000, 12000],
    ]);
    expect(invoices[12]!.lines[1]).toMatchObject({ period_start: iso('2027-01-01'), period_end: iso('2028-01-01') });
    expect(invoices.reduce((sum, i) => sum + i.total_cents, 0)).toBe(13 * 1000 + 2 * 12000);
  });
});

describeEachStore('billing story: anchor day 31 across February', (kind) => {
  let h: Harness;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-20T00:00:00Z' });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 3100);
    await flatFee(h, plan.id, 'Support', 3100, { billing_mode: 'in_arrears' });
    const customer = await setupCustomer(h.api);
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-20', billing_anchor_day: 31 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    subscriptionId = res.body.subscription.id;
  });
  afterAll(() => h.close());

  it('prorates the first period to the 31st, clamps to February 28, and returns to March 31', async () => {
    await billTo(h.api, '2026-05-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices.map((i) => [i.period_start, i.period_end])).toEqual([
      [iso('2026-01-20'), iso('2026-01-31')],
      [iso('2026-01-20'), iso('2026-01-31')],
      [iso('2026-01-31'), iso('2026-02-28')],
      [iso('2026-02-28'), iso('2026-03-31')],
      [iso('2026-03-31'), iso('2026-04-30')],
    ]);
    // Jan 20 to Jan 31 is 11 of the 31 days of a full period ending Jan 31: 3100 x 11 / 31 = 1100.
    expect(brief(invoices[0]!)).toEqual([['Platform (monthly, in advance), 11 of 31 days at $31.00', 1, 1100, 1100]]);
    expect(brief(invoices[1]!)).toEqual([
      ['Support (monthly, in arrears), 11 of 31 days at $31.00', 1, 1100, 1100],
      ['Platform (monthly, in advance)', 1, 3100, 3100],
    ]);
    expect(invoices[1]!.lines[1]).toMatchObject({ period_start: iso('2026-01-31'), period_end: iso('2026-02-28') });
    for (const invoice of invoices.slice(2)) {
      expect(brief(invoice)).toEqual([
        ['Support (monthly, in arrears)', 1, 3100, 3100],
        ['Platform (monthly, in advance)', 1, 3100, 3100],
      ]);
    }
    expect(invoices[4]!.lines[1]).toMatchObject({ period_start: iso('2026-04-30'), period_end: iso('2026-05-31') });
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ billing_anchor_day: 31, next_renewal_date: iso('2026-05-31') });
  });
});
