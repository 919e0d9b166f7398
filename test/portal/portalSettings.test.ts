/**
 * The portal's settings (issue 29, items 1 and 5), on both stores, as a browser without
 * JavaScript would: a card added on the setup page (checked with a charge of 0, kept as the
 * default), another card made the default, a card removed; an auto top-up turned on for a credit
 * pack and off again; every change visible through the API too. A refused card or setting changes
 * nothing; a post without the page's form token is refused.
 *
 * The shop (test/links/builders.ts): a pack of 5,000 credits for $10.00.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { GOOD_CARD, openPage, pathOf, submitForm, type Page } from '../links/pages.js';

const DECLINED = { card_number: '4000 0000 0000 0002', card_expiry: '12/34', card_cvc: '123' };
const SECOND = { card_number: '4000 0000 0000 0341', card_expiry: '11/33', card_cvc: '123' };

/** A hidden field's value on a page (the form token, the setup form's attempt). */
const field = (page: Page, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.html)?.[1] ?? '';

describeEachStore('customer portal settings', (kind) => {
  let h: Harness;
  let shop: Shop;
  let customerId: string;
  let portal: string;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
    customerId = (await setupCustomer(h.api, 'Grace Hopper')).id;
    await subscribe(h.api, customerId, shop.plan.id);
    const link = await h.api.post('/v1/customer-portal-links', { customer_id: customerId });
    expect(link.status).toBe(201);
    portal = pathOf(link.body.customer_portal_link.url as string);
  });
  afterAll(() => h.close());

  const cards = async () => ((await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ id: string; last4: string; default: boolean }>).map((c) => [c.last4, c.default]);
  const addCard = async (card: Record<string, string>) => {
    const setup = await openPage(h, `${portal}/cards/new`);
    expect(setup.status).toBe(200);
    expect(setup.html).toContain('Add a card');
    return submitForm(h, `${portal}/cards/new`, { form_token: field(setup, 'form_token'), attempt: field(setup, 'attempt'), ...card });
  };

  it('adds a card on the setup page: checked without a charge, kept as the default; a declined card is not kept', async () => {
    const page = await openPage(h, portal);
    expect(page.html).toContain('No card on file.');
    const declined = await addCard(DECLINED);
    expect(declined.status).toBe(422);
    expect(await cards()).toEqual([]);
    const added = await addCard(GOOD_CARD);
    expect(added.status, added.html.slice(0, 300)).toBe(200);
    expect(added.html).toContain('ending in 4242 is your default card now');
    expect(await cards()).toEqual([['4242', true]]);
    expect((await openPage(h, portal)).html).toContain('Visa ending in 4242');
  });

  it('makes another card the default and removes one, through the portal forms', async () => {
    h.clock.advance(1000);
    await addCard(SECOND);
    expect(await cards()).toEqual([['0341', true], ['4242', false]]);
    const page = await openPage(h, portal);
    const first = ((await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ id: string; last4: string }>).find((c) => c.last4 === '4242');
    const made = await submitForm(h, `${portal}/cards/default`, { form_token: field(page, 'form_token'), payment_method_id: first?.id ?? '' });
    expect(made.status).toBe(200);
    expect(await cards()).toEqual([['0341', false], ['4242', true]]);
    const second = ((await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ id: string; last4: string }>).find((c) => c.last4 === '0341');
    const removed = await submitForm(h, `${portal}/cards/remove`, { form_token: field(page, 'form_token'), payment_method_id: second?.id ?? '' });
    expect(removed.status).toBe(200);
    expect(await cards()).toEqual([['4242', true]]);
    // Without the page's form token nothing changes.
    const forged = await submitForm(h, `${portal}/cards/remove`, { form_token: 'forged', payment_method_id: first?.id ?? '' });
    expect(forged.status).toBe(403);
    expect(await cards()).toEqual([['4242', true]]);
  });

  it('turns an auto top-up on for a credit pack and off again; a bad threshold changes nothing', async () => {
    const page = await openPage(h, portal);
    expect(page.html).toContain('Off: your balance is not topped up automatically.');
    const bad = await submitForm(h, `${portal}/auto-top-up`, { form_token: field(page, 'form_token'), credit_pack_id: shop.pack.id, quantity: '2', threshold: 'lots' });
    expect(bad.status).toBe(422);
    expect((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups).toEqual([]);
    const on = await submitForm(h, `${portal}/auto-top-up`, { form_token: field(page, 'form_token'), credit_pack_id: shop.pack.id, quantity: '2', threshold: '1000' });
    expect(on.status, on.html.slice(0, 400)).toBe(200);
    const [topUp] = (await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups as Array<{ id: string; threshold: string; quantity: number; status: string }>;
    expect(topUp).toMatchObject({ threshold: '1000', quantity: 2, status: 'active', credit_pack_id: shop.pack.id });
    const shown = await openPage(h, portal);
    expect(shown.html).toContain('2 × 5,000');
    const off = await submitForm(h, `${portal}/auto-top-up/off`, { form_token: field(shown, 'form_token'), auto_top_up_id: topUp?.id ?? '' });
    expect(off.status).toBe(200);
    expect(((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups as Array<{ status: string }>).map((t) => t.status)).toEqual(['disabled']);
  });
});
