/**
 * Stripe in live mode (issue 29, item 4), against the local fake Stripe (test/support/fakeStripe):
 * a live checkout link's page sends the customer to a Stripe Checkout Session, and Stripe's signed
 * `checkout.session.completed` pays the link once, however many times it is delivered; the card
 * becomes the customer's default. Off-session charges (PaymentIntents) succeed or are declined,
 * idempotent on Meterline's key; refunds are Stripe Refunds. A bad signature changes nothing.
 *
 * The pack: 1,000 minor units (usd 10.00) for 5,000 credits; quantity 2 -> usd 20.00, 10,000 credits.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPayments } from '../../src/pages/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FakeStripe } from '../support/fakeStripe/server.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, openPage, pathOf, submitForm } from '../links/pages.js';

const SECRET_KEY = 'sk_test_meterline_fake';
const WEBHOOK_SECRET = 'whsec_meterline_fake';

describeEachStore('Stripe in live mode', (kind) => {
  let h: Harness;
  let fake: FakeStripe;
  let shop: Shop;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    h = await createHarness(kind, { company: { name: 'Acme AI' }, config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/stripe`);
    shop = await setupShop(h.live, { name: 'Pro' });
    customerId = (await setupCustomer(h.live, 'Buyer')).id;
    subscriptionId = (await subscribe(h.live, customerId, shop.plan.id)).id;
  });
  afterAll(async () => {
    await h.close();
    await fake.stop();
  });

  const newLink = async (quantity: number) => {
    const res = await h.live.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: subscriptionId, quantity });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.credit_pack_checkout_link as { id: string; url: string };
    return { id: link.id, path: pathOf(link.url) };
  };
  /** Opens the page, submits it, and follows nothing: answers the Checkout Session it redirected to. */
  const payOnStripe = async (path: string) => {
    const page = await openPage(h, path);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('card_number');
    expect(page.html).toContain('Stripe');
    const sent = await submitForm(h, path, { attempt: attemptOf(page), intent: 'pay' });
    expect(sent.status, sent.html.slice(0, 300)).toBe(303);
    const location = String(sent.headers.location);
    expect(location.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);
    return location.split('/').pop() as string;
  };
  const balance = async () => {
    const res = await h.live.get(`/v1/customers/${customerId}/balances`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return JSON.stringify(res.body);
  };

  it('redirects a live checkout to a Stripe Checkout Session and pays the link once when the webhook comes twice', async () => {
    const link = await newLink(2);
    const sessionId = await payOnStripe(link.path);
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    // usd 10.00 x 2 = 2,000 minor units, in one line, on the Stripe Customer made for the buyer.
    expect(created?.params).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2000' } }], payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(created?.idempotencyKey).toBe(`checkout_link:${link.id}:1`);
    expect(fake.resources.customers.size).toBe(1);
    expect((await h.live.get(`/v1/credit-pack-checkout-links/${link.id}`)).body.credit_pack_checkout_link).toMatchObject({ status: 'open' });

    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    const again = await fake.send('checkout.session.completed', fake.resources.session(sessionId, []));
    expect(again.status).toBe(200);

    const read = (await h.live.get(`/v1/credit-pack-checkout-links/${link.id}`)).body.credit_pack_checkout_link as { status: string; invoice_id: string };
    expect(read.status).toBe('completed');
    const invoice = await h.live.get(`/v1/invoices/${read.invoice_id}`);
    expect(invoice.body.invoice).toMatchObject({ status: 'paid', total_cents: 2000 });
    // 5,000 credits x 2, granted once.
    expect(await balance()).toContain('"balance":"10000"');

    // The customer's return to the success URL shows the result and changes nothing.
    const back = new URL(paid.successUrl);
    expect(back.searchParams.get('session_id')).toBe(sessionId);
    const done = await openPage(h, `${back.pathname}${back.search}`);
    expect(done.status, done.html.slice(0, 300)).toBe(200);
    expect(done.html).toContain('Payment received');
    expect(await balance()).toContain('"balance":"10000"');

    const cards = (await h.live.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, default: true })]);
  });

  it('refuses a delivery with a bad signature (400) and changes nothing', async () => {
    const link = await newLink(1);
    const sessionId = await payOnStripe(link.path);
    fake.resources.completeSession(sessionId, 'visa');
    const event = fake.resources.event('checkout.session.completed', fake.resources.session(sessionId, []));
    const payload = JSON.stringify(event);
    const forged = fake.signature(payload, Math.floor(Date.now() / 1000), 'whsec_someone_else');
    expect(await fake.post(payload, String(event.id), 'checkout.session.completed', forged)).toBe(400);
    expect(await fake.post(payload, String(event.id), 'checkout.session.completed', 't=1,v1=00')).toBe(400);
    expect(await fake.post(payload, String(event.id), 'checkout.session.completed', '')).toBe(400);
    expect((await h.live.get(`/v1/credit-pack-checkout-links/${link.id}`)).body.credit_pack_checkout_link).toMatchObject({ status: 'open' });
    // The same event, signed, is then handled (it was not remembered as handled).
    expect(await fake.redeliver(String(event.id))).toBe(200);
    expect((await h.live.get(`/v1/credit-pack-checkout-links/${link.id}`)).body.credit_pack_checkout_link).toMatchObject({ status: 'completed' });
  });

  it('answers 200 to event types it does not handle', async () => {
    expect((await fake.send('customer.updated', { id: 'cus_x', object: 'customer' })).status).toBe(200);
  });

  describe('off-session charges and refunds (the provider against the fake)', () => {
    const provider = () => {
      const live = appPayments({ store: h.testStore.store, config: h.config, clock: h.clock }).forMode('live');
      if (!live) throw new Error('no live provider');
      return live;
    };
    const stripeCustomer = () => [...fake.resources.customers.keys()][0] as string;

    it('charges a saved card with a PaymentIntent, once per idempotency key', async () => {
      const card = fake.resources.attachCard(stripeCustomer(), 'visa');
      const request = { token: String(card.id), amountMinor: 1250, currency: 'usd' as const, description: 'Renewal', idempotencyKey: 'renewal:inv_1' };
      const first = await provider().chargeSavedCard(request, h.clock.now());
      const second = await provider().chargeSavedCard(request, h.clock.now());
      expect(first).toMatchObject({ ok: true, paymentId: expect.stringMatching(/^pi_/) });
      expect(second).toEqual(first);
      const intents = [...fake.resources.paymentIntents.values()].filter((pi) => pi.payment_method === card.id);
      expect(intents).toHaveLength(1);
      expect(intents[0]).toMatchObject({ amount: 1250, customer: stripeCustomer(), status: 'succeeded' });
      expect(fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)?.params).toMatchObject({ confirm: 'true', off_session: 'true' });
      // The same key with another amount is Stripe's idempotency_error: refused, nothing charged.
      expect(await provider().chargeSavedCard({ ...request, amountMinor: 999 }, h.clock.now())).toMatchObject({ ok: false, code: 'provider_error' });
      expect([...fake.resources.paymentIntents.values()].filter((pi) => pi.payment_method === card.id)).toHaveLength(1);
    });

    it('answers card_declined for a declined card and for one that needs authentication', async () => {
      for (const kind of ['chargeDeclined', 'authenticationRequired'] as const) {
        const card = fake.resources.attachCard(stripeCustomer(), kind);
        const result = await provider().chargeSavedCard({ token: String(card.id), amountMinor: 500, currency: 'usd', description: 'Top-up', idempotencyKey: `topup:${kind}` }, h.clock.now());
        expect(result).toMatchObject({ ok: false, code: 'card_declined' });
      }
      expect(await provider().chargeSavedCard({ token: 'pm_unknown', amountMinor: 500, currency: 'usd', description: 'x', idempotencyKey: 'topup:unknown' }, h.clock.now())).toMatchObject({ ok: false, code: 'invalid_card' });
    });

    it('refunds through Stripe Refunds, once per key, never more than was paid', async () => {
      const card = fake.resources.attachCard(stripeCustomer(), 'visa');
      const charged = await provider().chargeSavedCard({ token: String(card.id), amountMinor: 3000, currency: 'usd', description: 'Pack', idempotencyKey: 'pack:refund-story' }, h.clock.now());
      if (!charged.ok) throw new Error('charge failed');
      const refund = { paymentId: charged.paymentId, amountMinor: 1000, currency: 'usd' as const, reason: 'partial', idempotencyKey: 'pack:refund-story:r1' };
      const first = await provider().refund(refund, h.clock.now());
      expect(first).toMatchObject({ ok: true, refundId: expect.stringMatching(/^re_/) });
      expect(await provider().refund(refund, h.clock.now())).toEqual(first);
      // 3,000 paid - 1,000 refunded = 2,000 left: 2,500 more is too much.
      expect(await provider().refund({ ...refund, amountMinor: 2500, idempotencyKey: 'pack:refund-story:r2' }, h.clock.now())).toMatchObject({ ok: false, code: 'amount_too_large' });
      expect(await provider().refund({ ...refund, paymentId: 'pi_missing', idempotencyKey: 'pack:refund-story:r3' }, h.clock.now())).toMatchObject({ ok: false, code: 'payment_not_found' });
      expect([...fake.resources.refunds.values()].filter((r) => r.payment_intent === charged.paymentId).map((r) => r.amount)).toEqual([1000]);
    });
  });
});
