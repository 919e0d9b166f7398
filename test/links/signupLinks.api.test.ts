import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_BODY, SIGNUP_LINK } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, tokenOf, type Shop } from './builders.js';

describeEachStore('subscription signup links API', (kind) => {
  let h: Harness;
  let shop: Shop;
  let other: Shop;
  let customer: { id: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    shop = await setupShop(h.api, { name: 'Pro' });
    other = await setupShop(h.api, { name: 'Team', flatMinor: 9900 });
    customer = await setupCustomer(h.api);
  });
  afterAll(() => h.close());

  const create = (body: Record<string, unknown>, client = h.api) => client.post('/v1/subscription-signup-links', body);
  const count = async () => Number((await h.testStore.store.db.selectFrom('signup_links').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expect400 = async (body: Record<string, unknown>, path: string) => {
    const before = await count();
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await count()).toBe(before);
    return res;
  };

  it('creates a link for a new subscription: contract shape, subscribe url, 24-hour token', async () => {
    const res = await create({ customer_id: customer.id, plan_code: shop.plan.plan_code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'subscription_signup_link', 'request_id']);
    const link = res.body.subscription_signup_link;
    expectShape(link, SIGNUP_LINK);
    expect(link).toMatchObject({
      customer_id: customer.id,
      plan_id: shop.plan.id,
      plan_code: shop.plan.plan_code,
      success_url: null,
      back_url: null,
      previous_subscription_id: null,
      change_timing_mode: null,
      cancel_now_prepaid_refund_policy: null,
      coupon_code: null,
      created_at: h.clock.now().toISOString(),
      token_expiration: new Date(h.clock.now().getTime() + 24 * 3600_000).toISOString(),
    });
    expect(link.url).toMatch(/^http:\/\/meterline\.test\/subscribe\/[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of the token, and every link gets its own token', async () => {
    const a = (await create({ customer_id: customer.id, plan_code: shop.plan.plan_code })).body.subscription_signup_link;
    const b = (await create({ customer_id: customer.id, plan_code: shop.plan.plan_code })).body.subscription_signup_link;
    expect(tokenOf(a.url)).not.toBe(tokenOf(b.url));
    const row = await h.testStore.store.db.selectFrom('signup_links').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(tokenOf(a.url)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(tokenOf(a.url));
  });

  it('keeps redirect URLs and a plan change with its timing and refund policy', async () => {
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const res = await create({
      customer_id: customer.id,
      plan_code: other.plan.plan_code,
      success_url: 'https://app.example.test/welcome?x=1',
      back_url: 'http://app.example.test/pricing',
      previous_subscription_id: sub.id,
      change_timing_mode: 'now',
      cancel_now_prepaid_refund_policy: 'refund_prorated_prepaid_fixed_fees',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectShape(res.body.subscription_signup_link, SIGNUP_LINK);
    expect(res.body.subscription_signup_link).toMatchObject({
      plan_id: other.plan.id,
      success_url: 'https://app.example.test/welcome?x=1',
      back_url: 'http://app.example.test/pricing',
      previous_subscription_id: sub.id,
      change_timing_mode: 'now',
      cancel_now_prepaid_refund_policy: 'refund_prorated_prepaid_fixed_fees',
    });
    const later = await create({ customer_id: customer.id, plan_code: other.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'end_of_period' });
    expect(later.status).toBe(201);
    expect(later.body.subscription_signup_link).toMatchObject({ change_timing_mode: 'end_of_period', cancel_now_prepaid_refund_policy: null });
  });

  describe('body rules (400 VALIDATION_ERROR naming the path, nothing written)', () => {
    it('requires customer_id and plan_code, and refuses unknown fields and enum values', async () => {
      await expect400({ plan_code: shop.plan.plan_code }, 'body.customer_id');
      await expect400({ customer_id: customer.id }, 'body.plan_code');
      await expect400({ customer_id: customer.id, plan_code: shop.plan.plan_code, plan_id: shop.plan.id }, 'body.plan_id');
      await expect400({ customer_id: customer.id, plan_code: shop.plan.plan_code, previous_subscription_id: 'x', change_timing_mode: 'later' }, 'body.change_timing_mode');
    });

    it('needs change_timing_mode exactly when previous_subscription_id is given', async () => {
      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      const res = await expect400({ customer_id: customer.id, plan_code: other.plan.plan_code, previous_subscription_id: sub.id }, 'body.change_timing_mode');
      expect(res.body.error.details).toEqual([{ path: 'body.change_timing_mode', message: 'is required when previous_subscription_id is given (now or end_of_period)' }]);
      await expect400({ customer_id: customer.id, plan_code: other.plan.plan_code, change_timing_mode: 'now' }, 'body.change_timing_mode');
    });

    it('allows cancel_now_prepaid_refund_policy only with change_timing_mode now', async () => {
      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      const base = { customer_id: customer.id, plan_code: other.plan.plan_code, previous_subscription_id: sub.id };
      await expect400({ ...base, change_timing_mode: 'end_of_period', cancel_now_prepaid_refund_policy: 'no_refund_prepaid_fixed_fees' }, 'body.cancel_now_prepaid_refund_policy');
      await expect400({ customer_id: customer.id, plan_code: other.plan.plan_code, cancel_now_prepaid_refund_policy: 'no_refund_prepaid_fixed_fees' }, 'body.cancel_now_prepaid_refund_policy');
      await expect400({ ...base, change_timing_mode: 'now', cancel_now_prepaid_refund_policy: 'refund_everything' }, 'body.cancel_now_prepaid_refund_policy');
      const ok = await create({ ...base, change_timing_mode: 'now', cancel_now_prepaid_refund_policy: 'no_refund_prepaid_fixed_fees' });
      expect(ok.status).toBe(201);
    });

    it('names unknown customers, plan codes and previous subscriptions', async () => {
      await expect400({ customer_id: 'nope', plan_code: shop.plan.plan_code }, 'body.customer_id');
      await expect400({ customer_id: customer.id, plan_code: 'no_such_plan' }, 'body.plan_code');
      await expect400({ customer_id: customer.id, plan_code: shop.plan.plan_code, previous_subscription_id: 'nope', change_timing_mode: 'now' }, 'body.previous_subscription_id');
    });

    it('accepts only http and https redirect URLs', async () => {
      for (const url of ['javascript:alert(1)', 'ftp://example.test/x', '/relative/path', 'data:text/html,hi', 'not a url']) {
        await expect400({ customer_id: customer.id, plan_code: shop.plan.plan_code, success_url: url }, 'body.success_url');
        await expect400({ customer_id: customer.id, plan_code: shop.plan.plan_code, back_url: url }, 'body.back_url');
      }
    });

    it('reports every problem at once', async () => {
      const res = await create({ customer_id: 'nope', plan_code: 'nope', success_url: 'javascript:x', change_timing_mode: 'now' });
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(
        ['body.change_timing_mode', 'body.customer_id', 'body.plan_code', 'body.success_url'].sort(),
      );
    });
  });

  describe('rules on the previous subscription (422)', () => {
    it("refuses another customer's subscription: PREVIOUS_SUBSCRIPTION_MISMATCH", async () => {
      const someoneElse = await setupCustomer(h.api, 'Grace');
      const theirs = await subscribe(h.api, someoneElse.id, shop.plan.id);
      const res = await create({ customer_id: customer.id, plan_code: other.plan.plan_code, previous_subscription_id: theirs.id, change_timing_mode: 'now' });
      expect(res.status).toBe(422);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('PREVIOUS_SUBSCRIPTION_MISMATCH');
    });

    it('refuses a canceled subscription, the plan it is already on, and an immediate change across currencies', async () => {
      const canceled = await subscribe(h.api, customer.id, shop.plan.id);
      expect((await h.api.post(`/v1/subscriptions/${canceled.id}`, { status: 'canceled' })).status).toBe(200);
      const r1 = await create({ customer_id: customer.id, plan_code: other.plan.plan_code, previous_subscription_id: canceled.id, change_timing_mode: 'now' });
      expect([r1.status, r1.body.error.code]).toEqual([422, 'SUBSCRIPTION_CANCELED']);

      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      const r2 = await create({ customer_id: customer.id, plan_code: shop.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'end_of_period' });
      expect([r2.status, r2.body.error.code]).toEqual([422, 'PLAN_UNCHANGED']);

      const euro = await setupShop(h.api, { currency: 'eur', unit: shop.unit });
      const r3 = await create({ customer_id: customer.id, plan_code: euro.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'now' });
      expect([r3.status, r3.body.error.code]).toEqual([422, 'CURRENCY_MISMATCH']);
      const r4 = await create({ customer_id: customer.id, plan_code: euro.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'end_of_period' });
      expect(r4.status).toBe(201);
    });
  });

  it("treats another company's and the other mode's ids as unknown", async () => {
    const stranger = await h.newCompany({ name: 'Stranger' });
    const res = await create({ customer_id: customer.id, plan_code: shop.plan.plan_code }, stranger.api);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.customer_id', 'body.plan_code']);
    const live = await create({ customer_id: customer.id, plan_code: shop.plan.plan_code }, h.live);
    expect(live.status).toBe(400);
    expect(live.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.customer_id', 'body.plan_code']);
  });

  it('needs a key, and a JSON body (415 for a form post to the API)', async () => {
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/subscription-signup-links', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const form = await h.app.inject({
      method: 'POST',
      url: '/v1/subscription-signup-links',
      headers: { authorization: `Bearer ${h.api.key}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `customer_id=${customer.id}&plan_code=${shop.plan.plan_code}`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
