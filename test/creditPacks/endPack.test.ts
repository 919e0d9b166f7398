/**
 * Ending a credit pack: POST /v1/credit-packs/{id} {"active": false}. No new checkout link sells it
 * (422 CREDIT_PACK_ENDED); a link made before the end still opens; active: true puts it back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_PACK } from '../support/contract.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { openPage, pathOf } from '../links/pages.js';

describeEachStore('ending a credit pack', (kind) => {
  let h: Harness;
  let shop: Shop;
  let subscriptionId: string;
  const link = () => h.api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: shop.pack.id, quantity: 1 });
  const update = (body: unknown, id = shop.pack.id, api = h.api) => api.post(`/v1/credit-packs/${id}`, body);

  beforeAll(async () => {
    h = await createHarness(kind);
    shop = await setupShop(h.api);
    subscriptionId = (await subscribe(h.api, (await setupCustomer(h.api)).id, shop.plan.id)).id;
  });
  afterAll(() => h.close());

  it('ends the pack: new checkout links refuse it, a link made before still opens', async () => {
    const before = await link();
    expect(before.status).toBe(201);
    h.clock.advance(60_000);
    const res = await update({ active: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_pack', 'active', 'ended_at', 'request_id']);
    expectShape(res.body.credit_pack, CREDIT_PACK);
    const endedAt = new Date(Date.parse(START) + 60_000).toISOString();
    expect(res.body).toMatchObject({ active: false, ended_at: endedAt, credit_pack: { id: shop.pack.id, updated_at: endedAt } });

    const refused = await link();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'CREDIT_PACK_ENDED' } });
    expect((await openPage(h, pathOf(before.body.credit_pack_checkout_link.url))).status).toBe(200);
  });

  it('answers the state again for the same state or {}, and puts the pack back on sale', async () => {
    const same = await update({ active: false });
    expect(same.body).toMatchObject({ active: false });
    expect((await update({})).body).toMatchObject({ active: false, ended_at: same.body.ended_at });
    const back = await update({ active: true });
    expect(back.body).toMatchObject({ active: true, ended_at: null });
    expect((await link()).status).toBe(201);
  });

  it('changes nothing else: other fields are a 400; unknown, other company and other mode are 404', async () => {
    for (const body of [{ money_minor: 1 }, { active: 'no' }, { code: 'x' }]) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    const other = await h.newCompany();
    for (const res of [await update({ active: false }, 'pack_unknown'), await update({ active: false }, shop.pack.id, other.api), await update({ active: false }, shop.pack.id, h.live)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await h.api.get(`/v1/credit-packs/${shop.pack.id}`)).body.credit_pack.money_minor).toBe('1000');
    expect((await link()).status).toBe(201);
  });
});
