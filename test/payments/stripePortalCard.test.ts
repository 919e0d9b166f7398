/**
 * The portal's "Add a card" in live mode with Stripe (issue 29, item 4), against the local fake
 * Stripe (test/support/fakeStripe): the setup page has no card fields; its button opens a Stripe
 * Checkout Session in `setup` mode (nothing charged) on the customer's Stripe Customer, and the
 * card entered there becomes the customer's default once, whether Stripe's
 * `checkout.session.completed` comes first, twice, or after the customer's return.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FakeStripe } from '../support/fakeStripe/server.js';
import { setupCustomer } from '../links/builders.js';
import { openPage, pathOf, submitForm, textOf, type Page } from '../links/pages.js';

const SECRET_KEY = 'sk_test_meterline_fake';
const WEBHOOK_SECRET = 'whsec_meterline_fake';

const field = (page: Page, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.html)?.[1] ?? '';

describeEachStore('portal card setup in live mode with Stripe', (kind) => {
  let h: Harness;
  let fake: FakeStripe;
  let customerId: string;
  let portal: string;

  beforeAll(async () => {
    fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    h = await createHarness(kind, { company: { name: 'Acme AI' }, config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/stripe`);
    customerId = (await setupCustomer(h.live, 'Grace Hopper')).id;
    const link = await h.live.post('/v1/customer-portal-links', { customer_id: customerId });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    portal = pathOf(link.body.customer_portal_link.url as string);
  });
  afterAll(async () => {
    await h.close();
    await fake.stop();
  });

  const cards = async () => ((await h.live.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ last4: string; default: boolean }>).map((c) => [c.last4, c.default]);
  /** Opens the setup page and submits it: answers the Checkout Session it redirected to. */
  const toStripe = async () => {
    const setup = await openPage(h, `${portal}/cards/new`);
    expect(setup.status).toBe(200);
    expect(setup.html).not.toContain('name="card_number"');
    expect(textOf(setup)).toContain('Continue to Stripe');
    const sent = await submitForm(h, `${portal}/cards/new`, { form_token: field(setup, 'form_token'), attempt: field(setup, 'attempt') });
    expect(sent.status, textOf(sent).slice(0, 300)).toBe(303);
    const location = String(sent.headers.location);
    expect(location.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);
    return location.split('/').pop() as string;
  };

  it('keeps the card of a setup session as the default once, however often the webhook comes', async () => {
    expect((await openPage(h, portal)).html).toContain('id="add-card"');
    const sessionId = await toStripe();
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1);
    expect(created?.params).toMatchObject({ mode: 'setup', currency: 'usd' });
    expect(created?.params.line_items).toBeUndefined();
    expect(await cards()).toEqual([]);

    const done = await fake.completeSession(sessionId, 'visa');
    expect(done.status).toBe(200);
    expect(await fake.redeliver(done.eventId)).toBe(200);
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);
    expect(await cards()).toEqual([['4242', true]]);
    // Nothing was charged.
    expect(fake.resources.paymentIntents.size).toBe(0);

    const back = new URL(done.successUrl);
    const returned = await openPage(h, `${back.pathname}${back.search}`);
    expect(returned.status, textOf(returned).slice(0, 300)).toBe(200);
    expect(textOf(returned)).toContain('Your card is your default card now.');
    expect(await cards()).toEqual([['4242', true]]);
  });

  it('keeps a second card on the customer return before the webhook: it is the default now', async () => {
    const sessionId = await toStripe();
    const session = fake.resources.completeSession(sessionId, 'authenticationRequired');
    const back = new URL(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId));
    expect((await openPage(h, `${back.pathname}${back.search}`)).status).toBe(200);
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);
    expect(await cards()).toEqual([
      ['3184', true],
      ['4242', false],
    ]);
  });
});
