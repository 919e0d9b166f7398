/**
 * Stories: coupons take off a subscription's invoices (issue 30, item 3). Each story in its own
 * company, test mode, in usd.
 *
 * 1. 15% for 2 periods and 500 once. Plan "Usage": Platform 4900 a month in advance, Requests 5
 *    cents each in arrears. The subscription starts on 1 January 2026 (made on 20 December, so both
 *    coupons are applied before its first invoice).
 *    Period 1 (1 Jan): Platform 4900. Percent first: 4900 x 15% = 735, left 4165; then 500, left
 *      3665. discount 735 + 500 = 1235, total 3665; the one line's share 1235.
 *    Period 2 (1 Feb): 13 requests in January = 65, Platform 4900: subtotal 4965. The 500 was used
 *      once. 4965 x 15% = 744.75 -> half-even 745; total 4965 - 745 = 4220. Shares, largest
 *      remainder: 745 x 65/4965 = 9.753 -> 9, 745 x 4900/4965 = 735.247 -> 735; 9 + 735 = 744, the
 *      one cent left to the larger remainder (.753): 10 and 735.
 *    Period 3 (1 Mar): 4 requests in February = 20, Platform 4900: 4920, no discount (15% ended
 *      after its 2 periods).
 *    The upcoming invoice seen on 31 January says what period 2's invoice then says.
 *    A credit note for period 1's line credits what it charged, 4900 - 1235 = 3665, not 4900: the
 *    whole line is 3665 and 3666 is 422 CREDIT_NOTE_TOO_LARGE.
 * 2. Percent before amount, never below 0. Plan "Basic" 1000 a month; a 800-cent coupon applied
 *    first, then 50% forever. Percent first: 1000 x 50% = 500, left 500; 800 takes what is left,
 *    500: discount 1000, total 0 (amount first would have been 1000 - 800 = 200, 50% of it 100:
 *    discount 900, total 100).
 * 3. A signup link with a coupon: the page names it and charges 4900 - 20% = 4900 - 980 = 3920;
 *    the subscription it creates carries the discount and its first invoice is 3920.
 * Every story ends with `meterline audit` finding nothing.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { setupShop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm, textOf } from '../links/pages.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, eventAt, flatFee, iso, usageFee } from './story.js';

interface Line {
  description: string;
  total_amount_cents: number;
  discount_amount_cents: number;
}
interface Invoice {
  id: string;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  line_items: Line[];
}

describeEachStore('billing story: coupons over billing periods', (kind) => {
  let h: Harness;
  let api: Client;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2025-12-20T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2025-12-20T00:00:00Z');
    ({ api } = await h.newCompany({ name: 'Acme' }));
    h.api = api;
  });

  const expectAuditClean = async () => expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  const coupon = async (body: Record<string, unknown>) => {
    const res = await api.post('/v1/coupons', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.coupon as { id: string; code: string };
  };
  const apply = async (subscriptionId: string, code: string) => {
    const res = await api.post(`/v1/subscriptions/${subscriptionId}/discounts`, { coupon_code: code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.discount;
  };
  const invoices = async (subscriptionId: string): Promise<Invoice[]> => {
    const res = await api.get('/v1/invoices', { subscription_id: subscriptionId, limit: '100' });
    return [...(res.body.invoices as unknown as (Invoice & { invoice_number: string })[])].sort((a, b) => a.invoice_number.localeCompare(b.invoice_number));
  };
  const amounts = (invoice: Invoice) => ({ subtotal: invoice.subtotal_cents, discount: invoice.discount_cents, tax: invoice.tax_cents, total: invoice.total_cents });
  const shares = (invoice: Invoice) => invoice.line_items.map((l) => [l.description, l.total_amount_cents, l.discount_amount_cents]);
  async function subscribedFrom(planId: string, start: string) {
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: start });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription.id as string;
  }

  it('1. 15% for 2 periods and 500 once: periods 1, 2 and 3 exactly; the preview agrees; a credit note credits what was charged', async () => {
    const plan = await setupPlan(api, { name: 'Usage', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 4900);
    await usageFee(h, plan.id, 'Requests', { event_name: 'api.request' }, { amount: 5 });
    const subscriptionId = await subscribedFrom(plan.id, '2026-01-01T00:00:00Z');
    await coupon({ code: 'SAVE15', name: '15% for two months', percent_off: '15', duration: 'repeating', duration_in_periods: 2 });
    await coupon({ code: 'FIVE', name: '$5 welcome', amount_off_cents: 500, currency_code: 'usd', duration: 'once' });
    const save15 = await apply(subscriptionId, 'SAVE15');
    expect(save15).toMatchObject({ subscription_id: subscriptionId, start: iso('2026-01-01'), periods_remaining: 2, ended_at: null, coupon: { code: 'SAVE15', percent_off: '15', amount_off_cents: null } });
    await apply(subscriptionId, 'FIVE');
    const twice = await api.post(`/v1/subscriptions/${subscriptionId}/discounts`, { coupon_code: 'FIVE' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'COUPON_ALREADY_APPLIED']);

    // Period 1.
    await billTo(api, '2026-01-01T00:00:00Z');
    const [first] = await invoices(subscriptionId);
    expect(amounts(first!)).toEqual({ subtotal: 4900, discount: 1235, tax: 0, total: 3665 });
    expect(shares(first!)).toEqual([['Platform (monthly, in advance)', 4900, 1235]]);

    // Period 2, previewed on 31 January, then issued.
    const customerId = (await api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.customer_id as string;
    for (let i = 0; i < 13; i++) await eventAt(h, customerId, `2026-01-${String(10 + i).padStart(2, '0')}T09:00:00Z`, 'api.request');
    h.clock.set('2026-01-31T00:00:00Z');
    const upcoming = (await api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`)).body.invoice;
    expect(upcoming).toMatchObject({ subtotal_cents: 4965, discount_cents: 745, total_cents: 4220 });
    expect(upcoming.line_items.map((l) => [l.total_amount_cents, l.discount_amount_cents])).toEqual([[65, 10], [4900, 735]]);
    await billTo(api, '2026-02-01T00:00:00Z');
    const second = (await invoices(subscriptionId))[1]!;
    expect(amounts(second)).toEqual({ subtotal: 4965, discount: 745, tax: 0, total: 4220 });
    expect(shares(second)).toEqual([['Requests: 13 at $0.05 each', 65, 10], ['Platform (monthly, in advance)', 4900, 735]]);

    // Period 3: the 15% ended after 2 periods.
    for (let i = 0; i < 4; i++) await eventAt(h, customerId, `2026-02-0${2 + i}T09:00:00Z`, 'api.request');
    await billTo(api, '2026-03-01T00:00:00Z');
    const third = (await invoices(subscriptionId))[2]!;
    expect(amounts(third)).toEqual({ subtotal: 4920, discount: 0, tax: 0, total: 4920 });
    expect(shares(third)).toEqual([['Requests: 4 at $0.05 each', 20, 0], ['Platform (monthly, in advance)', 4900, 0]]);
    const listed = (await api.get(`/v1/subscriptions/${subscriptionId}/discounts`)).body.discounts as { coupon: { code: string }; periods_remaining: number; ended_at: string }[];
    expect(listed.map((d) => [d.coupon.code, d.periods_remaining, d.ended_at])).toEqual([['SAVE15', 0, iso('2026-02-01')], ['FIVE', 0, iso('2026-01-01')]]);

    // A credit note for period 1's discounted line: what it charged, 3665.
    const line = first!.line_items[0] as Line & { id: string };
    const tooMuch = await api.post(`/v1/invoices/${first!.id}/credit-notes`, { lines: [{ line_item_id: line.id, amount_cents: 3666 }], reason: 'Too much' });
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const whole = await api.post(`/v1/invoices/${first!.id}/credit-notes`, { lines: [{ line_item_id: line.id }], reason: 'Outage' });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.credit_note).toMatchObject({ total_cents: 3665, lines: [{ quantity: 1, unit_amount_cents: 3665, total_amount_cents: 3665, tax_amount_cents: 0 }] });
    const more = await api.post(`/v1/invoices/${first!.id}/credit-notes`, { amount_cents: 1, reason: 'More' });
    expect([more.status, more.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    await expectAuditClean();
  });

  it('2. percent before amount, never below 0: 1000 less 50% then 800 is 0', async () => {
    const plan = await setupPlan(api, { name: 'Basic', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Basic', 1000);
    const subscriptionId = await subscribedFrom(plan.id, '2026-01-01T00:00:00Z');
    await coupon({ code: 'EIGHT', name: '$8 off', amount_off_cents: 800, currency_code: 'usd', duration: 'forever' });
    await coupon({ code: 'HALF', name: 'Half price', percent_off: 50, duration: 'forever' });
    await apply(subscriptionId, 'EIGHT');
    await apply(subscriptionId, 'HALF');
    await billTo(api, '2026-01-01T00:00:00Z');
    const [first] = await invoices(subscriptionId);
    expect(amounts(first!)).toEqual({ subtotal: 1000, discount: 1000, tax: 0, total: 0 });
    expect(shares(first!)).toEqual([['Basic (monthly, in advance)', 1000, 1000]]);
    await expectAuditClean();
  });

  it('3. a signup link with a coupon: the page names it, charges 3920 and the subscription keeps the discount', async () => {
    h.clock.set('2026-01-15T00:00:00Z');
    const shop = await setupShop(api, { name: 'Pro' });
    await coupon({ code: 'LAUNCH20', name: 'Launch offer', percent_off: '20', duration: 'once' });
    const customerId = (await setupCustomer(api)).id;
    const unknown = await api.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: shop.plan.plan_code, coupon_code: 'NOPE' });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details[0].path]).toEqual([400, 'VALIDATION_ERROR', 'body.coupon_code']);
    const res = await api.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: shop.plan.plan_code, coupon_code: 'LAUNCH20', success_url: 'https://app.example.test/welcome' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.subscription_signup_link.coupon_code).toBe('LAUNCH20');
    const path = pathOf(res.body.subscription_signup_link.url as string);
    const page = await openPage(h, path);
    expect(textOf(page)).toContain('Coupon Launch offer: 20% off your first invoice.');
    expect(textOf(page)).toContain('-$9.80');
    const done = await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
    expect(done.status, done.html.slice(0, 300)).toBe(303);
    const subscriptionId = ((await api.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as { id: string }[])[0]!.id;
    const [first] = await invoices(subscriptionId);
    expect(amounts(first!)).toEqual({ subtotal: 4900, discount: 980, tax: 0, total: 3920 });
    const discounts = (await api.get(`/v1/subscriptions/${subscriptionId}/discounts`)).body.discounts as { coupon: { code: string }; periods_remaining: number }[];
    expect(discounts.map((d) => [d.coupon.code, d.periods_remaining])).toEqual([['LAUNCH20', 0]]);
    await expectAuditClean();
  });
});
