/**
 * Stories: a discount removed, a coupon deleted (as Stripe allows). Each story in its own company,
 * test mode, in usd. Plan "Pro": Platform 5000 a month in advance, Requests 5 cents each in arrears.
 * The subscription starts on 1 January 2026 (made on 20 December 2025, so the coupon is applied
 * before its first invoice).
 *
 * 1. A 20% forever coupon, removed mid-period.
 *    Invoice 1 (1 Jan): Platform 5000; 20% = 1000; total 4000.
 *    10 requests on 2..11 January = 50 cents.
 *    Upcoming invoice seen on 14 January (the discount still on): Requests 50 + Platform 5000 =
 *      5050; 20% = 1010; total 4040.
 *    The discount is removed on 15 January, at the company's test clock (a billing run to 15
 *      January moved it; the real clock is still in December), so `ended_at` is 15 January.
 *    Decided, as Stripe: a discount removed before an invoice is finalized does not apply to it, so
 *      the whole next invoice (1 Feb: January's requests and February's Platform) is billed
 *      without it, not pro rata: the upcoming invoice seen on 16 January and invoice 2 are both
 *      5050, discount 0, total 5050.
 *    Invoice 1 is unchanged: 5000, discount 1000, total 4000.
 * 2. A coupon deleted: the discount it made keeps applying (forever, 20%), a new apply answers as
 *    for an unknown code (404 NOT_FOUND on coupon_code), a new signup link as for an unknown code
 *    (400 VALIDATION_ERROR on body.coupon_code); its code stays taken (409 COUPON_CODE_TAKEN).
 *    Invoice 1 (1 Jan): 5000 - 1000 = 4000, coupon deleted on 10 January; invoice 2 (1 Feb, no
 *    requests): 5000 - 1000 = 4000 again.
 * 3. A signup link made before its coupon (20% once) was deleted keeps it, as it offered it: the
 *    page names it, charges 4900 - 980 = 3920, and the subscription gets the discount.
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

interface Invoice {
  id: string;
  invoice_number: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

describeEachStore('billing story: a discount removed, a coupon deleted', (kind) => {
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
  const del = async (path: string) => {
    const res = await h.app.inject({ method: 'DELETE', url: path, headers: { authorization: `Bearer ${api.key}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const invoices = async (subscriptionId: string): Promise<Invoice[]> => {
    const res = await api.get('/v1/invoices', { subscription_id: subscriptionId, limit: '100' });
    return [...(res.body.invoices as unknown as Invoice[])].sort((a, b) => a.invoice_number.localeCompare(b.invoice_number));
  };
  const amounts = (invoice: Pick<Invoice, 'subtotal_cents' | 'discount_cents' | 'total_cents'>) => [invoice.subtotal_cents, invoice.discount_cents, invoice.total_cents];
  const upcoming = async (subscriptionId: string) => amounts((await api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`)).body.invoice);

  async function proSubscriptionWith(code: string) {
    const plan = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 5000);
    await usageFee(h, plan.id, 'Requests', { event_name: 'api.request' }, { amount: 5 });
    const customer = await setupCustomer(api);
    const sub = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const coupon = await api.post('/v1/coupons', { code, name: '20% forever', percent_off: '20', duration: 'forever' });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
    const applied = await api.post(`/v1/subscriptions/${sub.body.subscription.id}/discounts`, { coupon_code: code });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { subscriptionId: sub.body.subscription.id as string, customerId: customer.id, couponId: coupon.body.coupon.id as string, discountId: applied.body.discount.id as string };
  }

  it('1. a 20% forever discount removed on 15 January: invoice 1 keeps 1000 off, the preview and invoice 2 take nothing off', async () => {
    const { subscriptionId, customerId, discountId } = await proSubscriptionWith('TWENTY');
    await billTo(api, '2026-01-01T00:00:00Z');
    const [first] = await invoices(subscriptionId);
    expect(amounts(first!)).toEqual([5000, 1000, 4000]);

    for (let i = 0; i < 10; i++) await eventAt(h, customerId, `2026-01-${String(2 + i).padStart(2, '0')}T09:00:00Z`, 'api.request');
    h.clock.set('2025-12-20T00:00:00Z'); // the real clock back in December: only the test clock moves from here
    await billTo(api, '2026-01-14T00:00:00Z');
    expect(await upcoming(subscriptionId)).toEqual([5050, 1010, 4040]);

    await billTo(api, '2026-01-15T00:00:00Z');
    const removed = await del(`/v1/subscriptions/${subscriptionId}/discounts/${discountId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.discount).toMatchObject({ id: discountId, subscription_id: subscriptionId, periods_remaining: null, ended_at: iso('2026-01-15'), coupon: { code: 'TWENTY', deleted: false } });
    // Removing it again changes nothing.
    const again = await del(`/v1/subscriptions/${subscriptionId}/discounts/${discountId}`);
    expect([again.status, again.body.discount.ended_at]).toEqual([200, iso('2026-01-15')]);

    await billTo(api, '2026-01-16T00:00:00Z');
    expect(await upcoming(subscriptionId)).toEqual([5050, 0, 5050]);
    await billTo(api, '2026-02-01T00:00:00Z');
    const [firstAgain, second] = await invoices(subscriptionId);
    expect(amounts(second!)).toEqual([5050, 0, 5050]);
    expect(amounts(firstAgain!)).toEqual([5000, 1000, 4000]);
    const listed = (await api.get(`/v1/subscriptions/${subscriptionId}/discounts`)).body.discounts as { id: string; ended_at: string | null }[];
    expect(listed.map((d) => [d.id, d.ended_at])).toEqual([[discountId, iso('2026-01-15')]]);

    // 404s: an unknown discount, another subscription's, an unknown subscription.
    const other = await proSubscriptionWith('OTHER20');
    for (const path of [`/v1/subscriptions/${subscriptionId}/discounts/zq0000000000000000000000`, `/v1/subscriptions/${subscriptionId}/discounts/${other.discountId}`, `/v1/subscriptions/zq0000000000000000000000/discounts/${discountId}`]) {
      const res = await del(path);
      expect([res.status, res.body.success, res.body.error?.code], path).toEqual([404, false, 'NOT_FOUND']);
    }
    await expectAuditClean();
  });

  it('2. a coupon deleted: the discount it made runs on, it cannot be applied again, its code stays taken, lists leave it out', async () => {
    const { subscriptionId, couponId } = await proSubscriptionWith('TWENTY');
    await billTo(api, '2026-01-01T00:00:00Z');
    h.clock.set('2026-01-10T00:00:00Z');
    const deleted = await del(`/v1/coupons/${couponId}`);
    expect([deleted.status, deleted.body.id, deleted.body.deleted]).toEqual([200, couponId, true]);
    expect((await del(`/v1/coupons/${couponId}`)).body).toMatchObject({ id: couponId, deleted: true });
    expect((await del('/v1/coupons/zq0000000000000000000000')).body.error.code).toBe('NOT_FOUND');

    const fetched = await api.get(`/v1/coupons/${couponId}`);
    expect([fetched.status, fetched.body.coupon.deleted, fetched.body.coupon.deleted_at]).toEqual([200, true, iso('2026-01-10')]);
    expect((await api.get('/v1/coupons')).body.coupons).toEqual([]);
    const taken = await api.post('/v1/coupons', { code: 'TWENTY', name: 'Again', percent_off: '10', duration: 'once' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'COUPON_CODE_TAKEN']);

    const customer = await setupCustomer(api);
    const plan = (await api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.plan_id as string;
    const another = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan });
    const refused = await api.post(`/v1/subscriptions/${another.body.subscription.id}/discounts`, { coupon_code: 'TWENTY' });
    expect([refused.status, refused.body.error.code, refused.body.error.details[0].path]).toEqual([404, 'NOT_FOUND', 'body.coupon_code']);
    const shop = await setupShop(api, { name: 'Shop' });
    const link = await api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code, coupon_code: 'TWENTY' });
    expect([link.status, link.body.error.code, link.body.error.details[0].path]).toEqual([400, 'VALIDATION_ERROR', 'body.coupon_code']);

    const discounts = (await api.get(`/v1/subscriptions/${subscriptionId}/discounts`)).body.discounts as { ended_at: string | null; coupon: { deleted: boolean } }[];
    expect(discounts.map((d) => [d.ended_at, d.coupon.deleted])).toEqual([[null, true]]);
    await billTo(api, '2026-02-01T00:00:00Z');
    expect((await invoices(subscriptionId)).map(amounts)).toEqual([[5000, 1000, 4000], [5000, 1000, 4000]]);
    await expectAuditClean();
  });

  it('3. a signup link made before its coupon was deleted keeps it: the page charges 3920, the subscription has the discount', async () => {
    h.clock.set('2026-01-15T00:00:00Z');
    const shop = await setupShop(api, { name: 'Pro' });
    const coupon = await api.post('/v1/coupons', { code: 'LAUNCH20', name: 'Launch offer', percent_off: '20', duration: 'once' });
    const customerId = (await setupCustomer(api)).id;
    const res = await api.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: shop.plan.plan_code, coupon_code: 'LAUNCH20', success_url: 'https://app.example.test/welcome' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await del(`/v1/coupons/${coupon.body.coupon.id}`)).status).toBe(200);
    const path = pathOf(res.body.subscription_signup_link.url as string);
    const page = await openPage(h, path);
    expect(textOf(page)).toContain('Coupon Launch offer: 20% off your first invoice.');
    const done = await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
    expect(done.status, done.html.slice(0, 300)).toBe(303);
    const subscriptionId = ((await api.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as { id: string }[])[0]!.id;
    expect((await invoices(subscriptionId)).map(amounts)).toEqual([[4900, 980, 3920]]);
    await expectAuditClean();
  });
});
