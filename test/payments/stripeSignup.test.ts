/**
 * The signup page in live mode with Stripe (issue 29, item 4), against the local fake Stripe
 * (test/support/fakeStripe): the page sends the customer to a Stripe Checkout Session (`payment`
 * mode for what is due today, the card kept for off-session charges; `setup` mode when nothing is
 * due), and the signup completes once, whether Stripe's `checkout.session.completed` comes first,
 * twice, or after the customer's return: the subscription is active, its first invoice paid, the
 * card the customer's default.
 *
 * Pro: usd 49.00 a month in advance -> due today 4,900 minor units (one line, paid).
 * Free: no fee in advance -> due today 0: a setup session, no charge.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FakeStripe } from '../support/fakeStripe/server.js';
import { setupCustomer, setupShop, type Shop } from '../links/builders.js';
import { attemptOf, openPage, pathOf, submitForm, textOf } from '../links/pages.js';

const SECRET_KEY = 'sk_test_meterline_fake';
const WEBHOOK_SECRET = 'whsec_meterline_fake';

describeEachStore('signup page in live mode with Stripe', (kind) => {
  let h: Harness;
  let fake: FakeStripe;
  let pro: Shop;
  let free: Shop;

  beforeAll(async () => {
    fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    h = await createHarness(kind, { company: { name: 'Acme AI' }, config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/stripe`);
    pro = await setupShop(h.live, { name: 'Pro' });
    free = await setupShop(h.live, { name: 'Free', flatMinor: null, unit: pro.unit });
  });
  afterAll(async () => {
    await h.close();
    await fake.stop();
  });

  const signupLink = async (customerId: string, plan: Shop) => {
    const res = await h.live.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: plan.plan.plan_code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.subscription_signup_link as { id: string; url: string };
    return { id: link.id, path: pathOf(link.url) };
  };
  const subscriptionsOf = async (customerId: string) => (await h.live.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as Array<{ id: string; status: string }>;
  const invoicesOf = async (customerId: string) => (await h.live.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<{ status: string; total_cents: number }>;
  const cardsOf = async (customerId: string) => (await h.live.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<Record<string, unknown>>;
  /** Opens the page and submits it: answers the Checkout Session it redirected to. */
  const toStripe = async (path: string) => {
    const page = await openPage(h, path);
    expect(page.status, textOf(page)).toBe(200);
    expect(page.html).not.toContain('card_number');
    expect(textOf(page)).toContain('Stripe');
    const sent = await submitForm(h, path, { attempt: attemptOf(page), quoted_total: /name="quoted_total" value="(-?\d+)"/.exec(page.html)?.[1] ?? '' });
    expect(sent.status, textOf(sent).slice(0, 300)).toBe(303);
    const location = String(sent.headers.location);
    expect(location.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);
    return location.split('/').pop() as string;
  };
  const sessionRequest = (sessionId: string) => {
    const index = fake.requests.findIndex((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && fake.resources.sessions.get(sessionId)?.metadata !== undefined && r.idempotencyKey !== null && JSON.stringify(r.params.metadata) === JSON.stringify(fake.resources.sessions.get(sessionId)?.metadata));
    return fake.requests[index];
  };

  it('starts a subscription on a paid Checkout Session once, however often the webhook comes', async () => {
    const customer = await setupCustomer(h.live, 'Ada');
    const link = await signupLink(customer.id, pro);
    const sessionId = await toStripe(link.path);
    // 4,900 due today, in one line, the card kept for renewals; the key derived from the link.
    expect(sessionRequest(sessionId)?.params).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4900' } }], payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(sessionRequest(sessionId)?.idempotencyKey).toBe(`signup_link:${link.id}:1`);
    expect(await subscriptionsOf(customer.id)).toEqual([]);

    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);

    const subscriptions = await subscriptionsOf(customer.id);
    expect(subscriptions.map((s) => s.status)).toEqual(['active']);
    expect((await invoicesOf(customer.id)).map((i) => [i.status, i.total_cents])).toEqual([['paid', 4900]]);
    expect(await cardsOf(customer.id)).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', default: true })]);
    // Nothing refunded, one PaymentIntent of 4,900 (Checkout's own).
    expect([...fake.resources.refunds.values()]).toEqual([]);
    expect([...fake.resources.paymentIntents.values()].filter((pi) => pi.customer === fake.resources.sessions.get(sessionId)?.customer).map((pi) => pi.amount)).toEqual([4900]);

    // Back on the success URL: the done page, nothing more.
    const back = new URL(paid.successUrl);
    const done = await openPage(h, `${back.pathname}${back.search}`);
    expect(done.status, textOf(done).slice(0, 300)).toBe(200);
    expect(textOf(done)).toContain("You're subscribed to Pro");
    expect(textOf(done)).toContain('Payment received');
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
    // The link is used: the page is gone for anyone without the session.
    expect((await openPage(h, link.path)).status).toBe(410);
  });

  it('completes on the customer return before the webhook, and the late webhook changes nothing', async () => {
    const customer = await setupCustomer(h.live, 'Grace');
    const link = await signupLink(customer.id, pro);
    const sessionId = await toStripe(link.path);
    // A second click from the page (back from Stripe) goes to the same session.
    const page = await openPage(h, link.path);
    const again = await submitForm(h, link.path, { attempt: attemptOf(page) });
    expect(String(again.headers.location)).toBe(`${fake.url}/pay/${sessionId}`);

    const session = fake.resources.completeSession(sessionId, 'visa');
    const back = new URL(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId));
    const done = await openPage(h, `${back.pathname}${back.search}`);
    expect(done.status, textOf(done).slice(0, 300)).toBe(200);
    expect(textOf(done)).toContain('Payment received');
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);
    expect((await subscriptionsOf(customer.id)).map((s) => s.status)).toEqual(['active']);
    expect((await invoicesOf(customer.id)).map((i) => [i.status, i.total_cents])).toEqual([['paid', 4900]]);
  });

  it('keeps the card with a setup session when nothing is due today', async () => {
    const customer = await setupCustomer(h.live, 'Alan');
    const link = await signupLink(customer.id, free);
    const sessionId = await toStripe(link.path);
    expect(sessionRequest(sessionId)?.params).toMatchObject({ mode: 'setup', currency: 'usd' });
    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    expect((await subscriptionsOf(customer.id)).map((s) => s.status)).toEqual(['active']);
    expect((await invoicesOf(customer.id)).filter((i) => i.total_cents > 0)).toEqual([]);
    expect(await cardsOf(customer.id)).toEqual([expect.objectContaining({ last4: '4242', default: true })]);
  });

  it('refunds a payment that lands after the link was used another way', async () => {
    const customer = await setupCustomer(h.live, 'Edsger');
    const link = await signupLink(customer.id, pro);
    const sessionId = await toStripe(link.path);
    // The customer subscribes to Pro through the API meanwhile: the link can no longer start a second one.
    expect((await h.live.post('/v1/subscriptions', { customer_id: customer.id, plan_id: pro.plan.id })).status).toBe(201);
    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    const intent = fake.resources.sessions.get(sessionId)?.payment_intent;
    expect([...fake.resources.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([4900]);
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
  });
});
