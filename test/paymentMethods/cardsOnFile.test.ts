/**
 * Cards on file (issue 29, item 1): the card a customer pays with on a hosted checkout page is kept
 * by the provider and becomes their default; the API lists the saved cards (never the number),
 * makes another the default and removes one. The test provider behaves as Stripe's test numbers:
 * 4242 saves and charges off-session; 0341 saves but every off-session charge is declined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../../src/payments/index.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';

const OFF_SESSION_DECLINED = { card_number: '4000 0000 0000 0341', card_expiry: '11/33', card_cvc: '123' };

describeEachStore('cards on file', (kind) => {
  let h: Harness;
  let shop: Shop;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
    customerId = (await setupCustomer(h.api, 'Buyer')).id;
    subscriptionId = (await subscribe(h.api, customerId, shop.plan.id)).id;
  });
  afterAll(() => h.close());

  const buyWith = async (card: Record<string, string>) => {
    const res = await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: subscriptionId, quantity: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = pathOf(res.body.credit_pack_checkout_link.url as string);
    const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...card });
    // The success page (no success_url given).
    expect(done.status, done.html.slice(0, 300)).toBe(200);
    expect(done.html).toContain('Payment received');
  };
  const remove = async (customer: string, card: string | undefined) => {
    const res = await h.app.inject({ method: 'DELETE', url: `/v1/customers/${customer}/payment-methods/${card}`, headers: { authorization: `Bearer ${h.api.key}` } });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const cards = async () => {
    const res = await h.api.get(`/v1/customers/${customerId}/payment-methods`);
    expect(res.status).toBe(200);
    return res.body.payment_methods as Array<{ id: string; last4: string; default: boolean }>;
  };

  it('keeps the card a checkout was paid with as the default, shown by brand, last four and expiry only', async () => {
    expect(await cards()).toEqual([]);
    await buyWith(GOOD_CARD);
    const [card] = await cards();
    expect(card).toEqual({ id: expect.any(String), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, default: true, created_at: START });
    expect((await h.api.get(`/v1/customers/${customerId}/payment-methods`)).raw.body).not.toContain('4242424242424242');
  });

  it('a second card paid with becomes the default; the first can be made the default again; removing the default leaves none', async () => {
    h.clock.advance(1000);
    await buyWith(OFF_SESSION_DECLINED);
    const [newest, oldest] = await cards();
    expect([newest?.last4, newest?.default, oldest?.last4, oldest?.default]).toEqual(['0341', true, '4242', false]);

    const made = await h.api.post(`/v1/customers/${customerId}/payment-methods/${oldest?.id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.payment_method).toMatchObject({ id: oldest?.id, default: true });
    expect((await cards()).map((c) => [c.last4, c.default])).toEqual([['0341', false], ['4242', true]]);

    const removed = await remove(customerId, oldest?.id);
    expect(removed.body).toMatchObject({ id: oldest?.id, deleted: true });
    expect((await cards()).map((c) => [c.last4, c.default])).toEqual([['0341', false]]);
  });

  it('answers 404 for an unknown customer or a card of another customer', async () => {
    expect((await h.api.get('/v1/customers/cm0000000000000000000none/payment-methods')).status).toBe(404);
    const [card] = await cards();
    const other = (await setupCustomer(h.api, 'Other')).id;
    expect((await h.api.post(`/v1/customers/${other}/payment-methods/${card?.id}/default`)).status).toBe(404);
    expect((await remove(other, card?.id)).status).toBe(404);
    expect(await cards()).toHaveLength(1);
  });
});

describe('the test provider charges saved cards off-session as Stripe test cards do', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const save = async (provider: TestPaymentProvider, number: string, key: string) => {
    const result = await provider.charge({ amountMinor: 0, currency: 'usd', card: { number, expiry: '12/34', cvc: '123' }, description: 'card check', idempotencyKey: key, saveCard: true }, now);
    if (!result.ok || !result.savedCard) throw new Error('not saved');
    return result.savedCard.token;
  };

  it('4242 charges once per key; 0341 is declined off-session; an unknown token is refused', async () => {
    const provider = new TestPaymentProvider();
    const good = await save(provider, '4242 4242 4242 4242', 'save-1');
    const first = await provider.chargeSavedCard({ token: good, amountMinor: 500, currency: 'usd', description: 'renewal', idempotencyKey: 'inv-1' }, now);
    const again = await provider.chargeSavedCard({ token: good, amountMinor: 500, currency: 'usd', description: 'renewal', idempotencyKey: 'inv-1' }, now);
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(provider.charges.filter((c) => c.idempotencyKey === 'inv-1')).toHaveLength(1);

    const declining = await save(provider, '4000 0000 0000 0341', 'save-2');
    expect(await provider.chargeSavedCard({ token: declining, amountMinor: 500, currency: 'usd', description: 'renewal', idempotencyKey: 'inv-2' }, now)).toMatchObject({ ok: false, code: 'card_declined' });
    expect(await provider.chargeSavedCard({ token: 'pm_bogus', amountMinor: 500, currency: 'usd', description: 'renewal', idempotencyKey: 'inv-3' }, now)).toMatchObject({ ok: false, code: 'invalid_card' });
    expect(provider.charges.map((c) => c.idempotencyKey)).toEqual(['save-1', 'inv-1', 'save-2']);
  });

  it('a card check retried with its key answers the same payment and the same saved card, charging nothing more', async () => {
    const provider = new TestPaymentProvider();
    const request = { amountMinor: 1200, currency: 'usd' as const, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, description: 'signup', idempotencyKey: 'link-1', saveCard: true };
    const first = await provider.charge(request, now);
    const again = await provider.charge(request, now);
    expect(again).toEqual(first);
    expect(provider.charges).toHaveLength(1);
    expect(provider.savedCards).toHaveLength(1);
  });
});
