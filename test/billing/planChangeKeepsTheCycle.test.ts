/**
 * Story: a plan change keeps the billing cycle when the cadence stays (issue 26, item 2).
 *
 * Quarterly Premium is 9000 a quarter in advance, quarterly Standard 4500. The customer starts
 * Premium on 1 January 2027 (anchor day 1) and pays its first quarter, 1 Jan - 1 Apr: 31 + 28 + 31
 * = 90 days. On 2 March 00:00 UTC the customer downgrades now (prorated refund); 30 days of the
 * quarter are left (2 Mar - 1 Apr).
 *   unused Premium = 9000 x 30/90 = -3000
 *   Standard       = 4500 x 30/90 = +1500
 *   net                           = -1500: the change invoice totals 0, 1500 goes to the credit balance
 * The next renewal stays 1 April, where Standard's quarter bills 4500 - 1500 applied = 3000.
 * Before the fix the change moved the cycle to 1 June and billed Standard "91 of 92 days"
 * (4451 - 3000 = 1451 charged on a downgrade), and nothing was invoiced on 1 April.
 *
 * When the cadence itself changes (monthly to yearly), the new plan's cycle begins at the change,
 * its boundaries on the subscription's anchor day: monthly (anchor 1) to yearly on 10 March 2027
 * renews on 1 March 2028, the first year prorated (docs/decisions.md).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { billTo, brief, changePlanByLink, creditBalanceOf, invoicesOf, subscriptionOf } from './story.js';

describeEachStore('billing story: a change between quarterly plans keeps the quarter', (kind) => {
  let h: Harness;
  let api: Client;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2027-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2027-01-01T00:00:00Z');
    api = (await h.newCompany()).api;
  });

  async function planOf(name: string, cadence: string, amount: number) {
    const plan = await setupPlan(api, { name, invoicing_cadence: cadence });
    await setupFee(api, plan.id, { product: { name: `${name} platform` }, price: { pricing_model: 'flat', amount, cadence } });
    return plan;
  }

  async function paidSubscriber(planId: string) {
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: '2027-01-01T00:00:00Z', billing_anchor_day: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscriptionId = res.body.subscription.id as string;
    const [first] = await invoicesOf(api, subscriptionId);
    expect((await api.post(`/v1/invoices/${first?.id}/mark-paid`)).status).toBe(200);
    return { customerId: customer.id, subscriptionId, first: first! };
  }

  it('Premium 9000 to Standard 4500 on 2 March: invoice 0, 1500 credited, 1 April bills 3000', async () => {
    const premium = await planOf('Premium', 'quarterly', 9000);
    const standard = await planOf('Standard', 'quarterly', 4500);
    const { customerId, subscriptionId, first } = await paidSubscriber(premium.id);
    expect(first.total_cents).toBe(9000);

    h.clock.set('2027-03-02T00:00:00Z');
    await changePlanByLink(h, api, { customerId, subscriptionId, planCode: standard.plan_code, timing: 'now' });
    const change = (await invoicesOf(api, subscriptionId))[1]!;
    expect(brief(change).map(([, , , total]) => total)).toEqual([-3000, 1500, 1500]);
    expect(change.lines[1]).toMatchObject({ period_start: '2027-03-02T00:00:00.000Z', period_end: '2027-04-01T00:00:00.000Z' });
    expect(change).toMatchObject({ status: 'paid', total_cents: 0 });
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 1500 }]);
    expect(await subscriptionOf(api, subscriptionId)).toMatchObject({
      plan_id: standard.id,
      next_renewal_date: '2027-04-01T00:00:00.000Z',
    });

    await billTo(api, '2027-04-01T00:00:00Z');
    const april = (await invoicesOf(api, subscriptionId))[2]!;
    expect(brief(april).map(([description, , , total]) => [description, total])).toEqual([
      ['Standard platform (quarterly, in advance)', 4500],
      ['Account credit applied', -1500],
    ]);
    expect(april).toMatchObject({ period_start: '2027-04-01T00:00:00.000Z', total_cents: 3000 });
    expect(await subscriptionOf(api, subscriptionId)).toMatchObject({ next_renewal_date: '2027-07-01T00:00:00.000Z' });
  });

  it('monthly to yearly on 10 March begins a yearly cycle at the change, renewing on the anchor day: 1 March 2028', async () => {
    const monthly = await planOf('Monthly', 'monthly', 1000);
    const yearly = await planOf('Yearly', 'yearly', 12000);
    const { customerId, subscriptionId } = await paidSubscriber(monthly.id);
    await billTo(api, '2027-03-01T00:00:00Z');
    h.clock.set('2027-03-10T00:00:00Z');
    await changePlanByLink(h, api, { customerId, subscriptionId, planCode: yearly.plan_code, timing: 'now' });
    expect(await subscriptionOf(api, subscriptionId)).toMatchObject({ plan_id: yearly.id, next_renewal_date: '2028-03-01T00:00:00.000Z' });
    // 10 Mar 2027 - 1 Mar 2028 is 357 of the 366 days of the year ending 1 Mar 2028: 12000 x 357/366 = 11704.92 -> 11705
    const change = (await invoicesOf(api, subscriptionId)).at(-1)!;
    // (March's monthly invoice is unpaid: its unused days come off it as a credit note, not here.)
    expect(brief(change)).toEqual([['Yearly platform (yearly, in advance), 357 of 366 days at $120.00', 1, 11705, 11705]]);
  });
});
