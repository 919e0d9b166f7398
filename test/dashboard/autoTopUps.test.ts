/**
 * Cards on file and auto top-ups on the dashboard's customer page (issue 29, item 5): the page
 * lists the customer's saved cards (brand, last four, expiry; never the number) and auto top-ups,
 * sets one through the API's service (CSRF-checked; a refused value comes back on the page,
 * changing nothing) and turns one off.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';
import { type Browser, signedIn } from './browser.js';

describeEachStore('dashboard: cards on file and auto top-ups', (kind) => {
  let h: Harness;
  let owner: Browser;
  let shop: Shop;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    owner = await signedIn(h, 'owner-top-ups@example.com');
    shop = await setupShop(h.api, { name: 'Pro' });
    customerId = (await setupCustomer(h.api, 'Katherine')).id;
    const subscriptionId = (await subscribe(h.api, customerId, shop.plan.id)).id;
    const link = await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: subscriptionId, quantity: 1 });
    const path = pathOf(link.body.credit_pack_checkout_link.url as string);
    await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD });
  });
  afterAll(() => h.close());

  it('shows the card kept at checkout, sets an auto top-up for a pack, refuses a bad one, and turns it off', async () => {
    const path = `/dashboard/customers/${customerId}`;
    const page = await owner.get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h2>Cards on file</h2>');
    expect(page.body).toContain('visa •••• 4242');
    expect(page.body).not.toContain('4242424242424242');
    expect(page.body).toContain('No auto top-up.');

    const bad = await owner.submit(path, `${path}/auto-top-ups`, { wallet: `pricing_unit:${shop.unit.code}`, threshold: '100', credit_pack_id: shop.pack.id, quantity: '2.5', amount: '', monthly_limit: '10' });
    expect(bad.status).toBe(303);
    expect(bad.location).toContain('top_up_error=');
    expect((await owner.get(bad.location ?? '')).body).toContain('must be a whole number from 1 to 1000');
    expect((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups).toEqual([]);

    const saved = await owner.submit(path, `${path}/auto-top-ups`, { wallet: `pricing_unit:${shop.unit.code}`, threshold: '1000', credit_pack_id: shop.pack.id, quantity: '2', amount: '', monthly_limit: '5' });
    expect([saved.status, saved.location]).toEqual([303, `${path}?top_up_saved=on#auto-top-ups`]);
    const [topUp] = (await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups as Array<{ id: string }>;
    expect(topUp).toMatchObject({ threshold: '1000', quantity: 2, monthly_limit: 5, status: 'active', credit_pack_id: shop.pack.id });
    const shown = await owner.get(`${path}?top_up_saved=on`);
    expect(shown.body).toContain('Auto top-up saved');
    expect(shown.body).toContain('5 a month');

    const forged = await owner.post(`${path}/auto-top-ups/${topUp?.id}/off`, {});
    expect(forged.status).toBe(403);
    const off = await owner.submit(path, `${path}/auto-top-ups/${topUp?.id}/off`, {});
    expect([off.status, off.location]).toEqual([303, `${path}?top_up_saved=off#auto-top-ups`]);
    expect(((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups as Array<{ status: string }>).map((t) => t.status)).toEqual(['disabled']);
  });
});
