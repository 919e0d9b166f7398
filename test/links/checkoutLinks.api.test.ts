import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutStatusAt } from '../../src/modules/links/present.js';
import { CHECKOUT_LINK, ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';

describeEachStore('credit pack checkout links API', (kind) => {
  let h: Harness;
  let shop: Shop;
  let elsewhere: Shop;
  let sub: { id: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    shop = await setupShop(h.api);
    elsewhere = await setupShop(h.api);
    const customer = await setupCustomer(h.api);
    sub = await subscribe(h.api, customer.id, shop.plan.id);
  });
  afterAll(() => h.close());

  const create = (body: Record<string, unknown>, client = h.api) => client.post('/v1/credit-pack-checkout-links', body);
  const count = async () => Number((await h.testStore.store.db.selectFrom('checkout_links').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expect400 = async (body: Record<string, unknown>, path: string) => {
    const before = await count();
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await count()).toBe(before);
  };

  it('creates an open link with a fixed quantity: contract shape, checkout url, 24-hour expiry', async () => {
    const res = await create({
      subscription_id: sub.id,
      credit_pack_id: shop.pack.id,
      quantity: 3,
      success_url: 'https://app.example.test/thanks',
      back_url: 'https://app.example.test/billing',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_pack_checkout_link', 'request_id']);
    const link = res.body.credit_pack_checkout_link;
    expectShape(link, CHECKOUT_LINK);
    expect(link).toMatchObject({
      subscription_id: sub.id,
      credit_pack_id: shop.pack.id,
      quantity: '3',
      success_url: 'https://app.example.test/thanks',
      back_url: 'https://app.example.test/billing',
      status: 'open',
      created_at: h.clock.now().toISOString(),
      token_expiration: new Date(h.clock.now().getTime() + 24 * 3600_000).toISOString(),
    });
    expect(link.url).toMatch(/^http:\/\/meterline\.test\/checkout\/[A-Za-z0-9_-]{43}$/);
  });

  it('leaves the quantity to the customer when it is omitted or null; a fractional one is kept exactly', async () => {
    const omitted = await create({ subscription_id: sub.id, credit_pack_id: shop.pack.id });
    expect(omitted.status).toBe(201);
    expect(omitted.body.credit_pack_checkout_link).toMatchObject({ quantity: null, success_url: null, back_url: null, status: 'open' });
    const explicit = await create({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: null, success_url: null, back_url: null });
    expect(explicit.status).toBe(201);
    expect(explicit.body.credit_pack_checkout_link.quantity).toBeNull();
    const half = await create({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 2.5 });
    expect(half.body.credit_pack_checkout_link.quantity).toBe('2.5');
  });

  it('reads as expired once 24 hours pass without completion', async () => {
    const res = await create({ subscription_id: sub.id, credit_pack_id: shop.pack.id });
    const row = await h.testStore.store.db.selectFrom('checkout_links').selectAll().where('id', '=', res.body.credit_pack_checkout_link.id).executeTakeFirstOrThrow();
    const created = h.clock.now().getTime();
    expect(checkoutStatusAt(row, new Date(created + 24 * 3600_000 - 1))).toBe('open');
    expect(checkoutStatusAt(row, new Date(created + 24 * 3600_000))).toBe('expired');
    expect(checkoutStatusAt({ ...row, status: 'completed' }, new Date(created + 48 * 3600_000))).toBe('completed');
  });

  it("refuses a pack of another plan: 422 CREDIT_PACK_NOT_ON_PLAN, nothing written", async () => {
    const before = await count();
    const res = await create({ subscription_id: sub.id, credit_pack_id: elsewhere.pack.id });
    expect(res.status).toBe(422);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('CREDIT_PACK_NOT_ON_PLAN');
    expect(await count()).toBe(before);
  });

  it('validates the body: required ids, quantity > 0, http(s) URLs, unknown fields', async () => {
    await expect400({ credit_pack_id: shop.pack.id }, 'body.subscription_id');
    await expect400({ subscription_id: sub.id }, 'body.credit_pack_id');
    await expect400({ subscription_id: 'nope', credit_pack_id: shop.pack.id }, 'body.subscription_id');
    await expect400({ subscription_id: sub.id, credit_pack_id: 'nope' }, 'body.credit_pack_id');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 0 }, 'body.quantity');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: -2 }, 'body.quantity');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: '3' }, 'body.quantity');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 1e12 }, 'body.quantity');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, success_url: 'javascript:alert(1)' }, 'body.success_url');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, back_url: 'mailto:x@example.test' }, 'body.back_url');
    await expect400({ subscription_id: sub.id, credit_pack_id: shop.pack.id, coupon: 'FREE' }, 'body.coupon');
  });

  it('refuses a canceled subscription (422 SUBSCRIPTION_CANCELED)', async () => {
    const customer = await setupCustomer(h.api, 'Leaving');
    const gone = await subscribe(h.api, customer.id, shop.plan.id);
    await h.api.post(`/v1/subscriptions/${gone.id}`, { status: 'canceled' });
    const res = await create({ subscription_id: gone.id, credit_pack_id: shop.pack.id });
    expect([res.status, res.body.error.code]).toEqual([422, 'SUBSCRIPTION_CANCELED']);
  });

  it("treats another company's and the other mode's ids as unknown (400 naming them)", async () => {
    const stranger = await h.newCompany({ name: 'Stranger' });
    for (const client of [stranger.api, h.live]) {
      const res = await create({ subscription_id: sub.id, credit_pack_id: shop.pack.id }, client);
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.credit_pack_id', 'body.subscription_id']);
    }
  });
});
