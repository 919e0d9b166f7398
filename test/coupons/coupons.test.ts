/**
 * The coupon API (issue 30, item 3): POST/GET /v1/coupons and POST/GET /v1/subscriptions/{id}/discounts,
 * their validation (400 VALIDATION_ERROR naming the field) and their error codes. What coupons take
 * off invoices is told by the billing story test/billing/couponsOverPeriods.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('coupons API', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('creates, lists by page and fetches coupons; codes are unique per company and mode', async () => {
    const percent = await h.api.post('/v1/coupons', { code: 'SPRING', name: 'Spring sale', percent_off: 12.5, duration: 'repeating', duration_in_periods: 3 });
    expect(percent.status, JSON.stringify(percent.body)).toBe(201);
    expect(percent.body).toEqual({
      success: true,
      coupon: { id: expect.any(String), code: 'SPRING', name: 'Spring sale', percent_off: '12.5', amount_off_cents: null, currency_code: null, duration: 'repeating', duration_in_periods: 3, created_at: '2026-03-01T00:00:00.000Z', deleted: false, deleted_at: null },
      request_id: expect.any(String),
    });
    h.clock.advance(1000);
    const amount = await h.api.post('/v1/coupons', { code: 'TENOFF', name: '$10 off', amount_off_cents: 1000, currency_code: 'usd', duration: 'once' });
    expect(amount.status).toBe(201);
    expect(amount.body.coupon).toMatchObject({ percent_off: null, amount_off_cents: 1000, currency_code: 'usd', duration: 'once', duration_in_periods: null });

    const taken = await h.api.post('/v1/coupons', { code: 'SPRING', name: 'Again', percent_off: '10', duration: 'forever' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'COUPON_CODE_TAKEN']);
    // The live mode is another world: the same code is free there.
    expect((await h.live.post('/v1/coupons', { code: 'SPRING', name: 'Live spring', percent_off: '100', duration: 'forever' })).status).toBe(201);

    const first = await h.api.get('/v1/coupons', { limit: '1' });
    expect(first.body.coupons.map((c: { code: string }) => c.code)).toEqual(['TENOFF']);
    expect(first.body.pagination.has_more).toBe(true);
    const second = await h.api.get('/v1/coupons', { limit: '1', cursor: first.body.pagination.next_cursor ?? '' });
    expect(second.body.coupons.map((c: { code: string }) => c.code)).toEqual(['SPRING']);
    expect(second.body.pagination).toEqual({ has_more: false, next_cursor: null });
    expect((await h.api.get(`/v1/coupons/${percent.body.coupon.id}`)).body.coupon).toEqual(percent.body.coupon);
    const unknown = await h.api.get('/v1/coupons/nope');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await h.live.get(`/v1/coupons/${percent.body.coupon.id}`)).status).toBe(404);
  });

  it('refuses each broken rule with 400 VALIDATION_ERROR naming the field', async () => {
    const base = { code: 'BAD', name: 'Bad', duration: 'forever' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base }, 'body.percent_off'],
      [{ ...base, percent_off: '10', amount_off_cents: 100, currency_code: 'usd' }, 'body.amount_off_cents'],
      [{ ...base, percent_off: 0 }, 'body.percent_off'],
      [{ ...base, percent_off: '100.01' }, 'body.percent_off'],
      [{ ...base, percent_off: 'ten' }, 'body.percent_off'],
      [{ ...base, percent_off: '1.23456' }, 'body.percent_off'],
      [{ ...base, amount_off_cents: 100 }, 'body.currency_code'],
      [{ ...base, percent_off: 10, currency_code: 'usd' }, 'body.currency_code'],
      [{ ...base, amount_off_cents: 0, currency_code: 'usd' }, 'body.amount_off_cents'],
      [{ ...base, percent_off: 10, duration: 'repeating' }, 'body.duration_in_periods'],
      [{ ...base, percent_off: 10, duration: 'once', duration_in_periods: 2 }, 'body.duration_in_periods'],
      [{ ...base, percent_off: 10, duration: 'sometimes' }, 'body.duration'],
      [{ ...base, percent_off: 10, code: 'has space' }, 'body.code'],
    ];
    for (const [body, path] of cases) {
      const res = await h.api.post('/v1/coupons', body);
      expect([res.status, res.body.error?.code, res.body.error?.details?.[0]?.path], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR', path]);
    }
    expect((await h.api.post('/v1/coupons', { ...base, percent_off: '100' })).status).toBe(201);
  });

  it('applies a coupon to a subscription by code: 404 unknown, 409 twice, 422 another currency, listed with its coupon', async () => {
    const plan = await setupPlan(h.api, { name: 'Team', currency_code: 'usd' });
    const customer = await setupCustomer(h.api);
    const sub = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const id = sub.body.subscription.id as string;
    await h.api.post('/v1/coupons', { code: 'EURO5', name: '5 euros', amount_off_cents: 500, currency_code: 'eur', duration: 'once' });
    await h.api.post('/v1/coupons', { code: 'LOYAL', name: 'Loyalty', percent_off: '5', duration: 'forever' });

    const unknown = await h.api.post(`/v1/subscriptions/${id}/discounts`, { coupon_code: 'NOPE' });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details[0].path]).toEqual([404, 'NOT_FOUND', 'body.coupon_code']);
    const currency = await h.api.post(`/v1/subscriptions/${id}/discounts`, { coupon_code: 'EURO5' });
    expect([currency.status, currency.body.error.code]).toEqual([422, 'COUPON_CURRENCY_MISMATCH']);
    const noSub = await h.api.post('/v1/subscriptions/nope/discounts', { coupon_code: 'LOYAL' });
    expect([noSub.status, noSub.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const missing = await h.api.post(`/v1/subscriptions/${id}/discounts`, {});
    expect([missing.status, missing.body.error.details[0].path]).toEqual([400, 'body.coupon_code']);

    const applied = await h.api.post(`/v1/subscriptions/${id}/discounts`, { coupon_code: 'LOYAL' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    // Started at once, so the first invoice is issued: the discount starts with the next period.
    expect(applied.body.discount).toMatchObject({ subscription_id: id, start: '2026-04-01T00:00:00.000Z', periods_remaining: null, ended_at: null, coupon: { code: 'LOYAL', percent_off: '5' } });
    const twice = await h.api.post(`/v1/subscriptions/${id}/discounts`, { coupon_code: 'LOYAL' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'COUPON_ALREADY_APPLIED']);
    const listed = await h.api.get(`/v1/subscriptions/${id}/discounts`);
    expect(listed.body.discounts).toEqual([applied.body.discount]);
    expect((await h.api.get('/v1/subscriptions/nope/discounts')).status).toBe(404);

    // Signup links: validated on create.
    const link = (body: Record<string, unknown>) => h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: plan.plan_code, ...body });
    const other = await setupCustomer(h.api);
    const euro = await h.api.post('/v1/subscription-signup-links', { customer_id: other.id, plan_code: plan.plan_code, coupon_code: 'EURO5' });
    expect([euro.status, euro.body.error.code]).toEqual([422, 'COUPON_CURRENCY_MISMATCH']);
    const withChange = await link({ previous_subscription_id: id, change_timing_mode: 'now', coupon_code: 'LOYAL' });
    expect([withChange.status, withChange.body.error.code, withChange.body.error.details[0].path]).toEqual([400, 'VALIDATION_ERROR', 'body.coupon_code']);
  });
});
