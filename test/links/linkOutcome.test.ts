/**
 * Links tell their outcome (issue 15, item 7): a link read back says open, completed or expired
 * and what it produced; `{LINK_ID}` in success_url becomes the link's id on the redirect.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from './pages.js';

describeEachStore('links read back with their outcome', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind);
    shop = await setupShop(h.api);
  });
  afterAll(async () => {
    await h.close();
  });

  it('a checkout link: open, then completed with its grant and invoice; {LINK_ID} in success_url', async () => {
    const customer = await setupCustomer(h.api, 'Reader');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const link = (
      await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: sub.id, quantity: 2, success_url: 'https://app.example.test/thanks?link={LINK_ID}' })
    ).body.credit_pack_checkout_link;
    const open = await h.api.get(`/v1/credit-pack-checkout-links/${link.id}`);
    expect(open.status).toBe(200);
    expect(open.body.credit_pack_checkout_link).toMatchObject({ id: link.id, status: 'open', quantity: '2', credit_grant_id: null, invoice_id: null, completed_at: null });

    const path = pathOf(link.url);
    const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`https://app.example.test/thanks?link=${link.id}`);

    const read = (await h.api.get(`/v1/credit-pack-checkout-links/${link.id}`)).body.credit_pack_checkout_link;
    const grants = (await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants as { id: string; amount: string }[];
    const invoices = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { id: string; total_cents: number }[];
    expect(read).toMatchObject({ status: 'completed', quantity: '2', completed_at: START });
    expect(grants.find((g) => g.id === read.credit_grant_id)?.amount).toBe('10000');
    expect(invoices.find((i) => i.id === read.invoice_id)?.total_cents).toBe(2000);
  });

  it('a signup link: completed with the subscription and invoice it made; an unused one expires', async () => {
    const customer = await setupCustomer(h.api, 'Joiner');
    const link = (await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code })).body.subscription_signup_link;
    const unused = (await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code })).body.subscription_signup_link;
    const path = pathOf(link.url);
    expect((await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD })).status).toBe(200);
    const read = (await h.api.get(`/v1/subscription-signup-links/${link.id}`)).body.subscription_signup_link;
    const [subscription] = (await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions as { id: string }[];
    const [invoice] = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { id: string }[];
    expect(read).toMatchObject({ id: link.id, status: 'completed', customer_id: customer.id, subscription_id: subscription?.id, invoice_id: invoice?.id, completed_at: START });
    expect((await h.api.get(`/v1/subscription-signup-links/${unused.id}`)).body.subscription_signup_link.status).toBe('open');
    h.clock.advance(25 * 3600 * 1000);
    expect((await h.api.get(`/v1/subscription-signup-links/${unused.id}`)).body.subscription_signup_link.status).toBe('expired');
    expect((await h.api.get('/v1/subscription-signup-links/nope')).status).toBe(404);
    expect((await h.live.get(`/v1/subscription-signup-links/${link.id}`)).status).toBe(404);
  });
});
