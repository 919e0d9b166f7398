/**
 * The hosted invoice page's Pay button in live mode with Stripe (issue 29, item 4), against the
 * local fake Stripe (test/support/fakeStripe): the button sends the customer to a Stripe Checkout
 * Session in `payment` mode for the invoice's total, and the invoice is paid once, whether Stripe's
 * `checkout.session.completed` comes first, twice, or after the customer's return; ticked "Keep
 * this card", the card becomes the customer's default. A payment that lands after the invoice was
 * settled another way is refunded in full (the collection's `refund_owed`).
 *
 * Pro: usd 49.00 a month in advance. A live subscription made through the API with no card has its
 * first invoice, 4,900 minor units, open (`send_invoice` or waiting for a card).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { FakeStripe } from '../support/fakeStripe/server.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { openPage, pathOf, submitForm, textOf } from '../links/pages.js';

const SECRET_KEY = 'sk_test_meterline_fake';
const WEBHOOK_SECRET = 'whsec_meterline_fake';

interface Invoice {
  id: string;
  status: string;
  total_cents: number;
  public_invoice_url: string;
}

describeEachStore('hosted invoice page in live mode with Stripe', (kind) => {
  let h: Harness;
  let fake: FakeStripe;
  let shop: Shop;

  beforeAll(async () => {
    fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    h = await createHarness(kind, { company: { name: 'Acme AI' }, config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/stripe`);
    shop = await setupShop(h.live, { name: 'Pro' });
  });
  afterAll(async () => {
    await h.close();
    await fake.stop();
  });

  const invoicesOf = async (customerId: string) => ((await h.live.get('/v1/invoices', { customer_id: customerId })).body.invoices as Invoice[]).slice().reverse();
  const openInvoice = async (name: string) => {
    const customerId = (await setupCustomer(h.live, name)).id;
    await subscribe(h.live, customerId, shop.plan.id);
    const invoice = (await invoicesOf(customerId))[0];
    expect([invoice?.status, invoice?.total_cents]).toEqual(['open', 4900]);
    return { customerId, id: invoice?.id ?? '', path: pathOf(invoice?.public_invoice_url ?? '') };
  };
  /** Clicks Pay (no card fields on the page): answers the Checkout Session it redirected to. */
  const payOnStripe = async (path: string, fields: Record<string, string> = { keep_card: 'yes' }) => {
    const page = await openPage(h, path);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('Pay $49.00');
    expect(page.html).not.toContain('name="card_number"');
    expect(textOf(page)).toContain('Stripe');
    const sent = await submitForm(h, path, { intent: 'pay', ...fields });
    expect(sent.status, textOf(sent).slice(0, 300)).toBe(303);
    const location = String(sent.headers.location);
    expect(location.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);
    return location.split('/').pop() as string;
  };
  const refundsOf = (sessionId: string) => {
    const intent = fake.resources.sessions.get(sessionId)?.payment_intent;
    return [...fake.resources.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount);
  };
  const paidEvents = async (invoiceId: string) =>
    ((await h.live.get('/v1/webhook-events', { type: 'invoice.paid', limit: '100' })).body.webhook_events as unknown as Array<{ data: { object: { id: string } } }>).filter((e) => e.data.object.id === invoiceId);

  it('pays the invoice once on a Checkout Session, however often the webhook comes, and keeps the card', async () => {
    const { customerId, id, path } = await openInvoice('Payer');
    const sessionId = await payOnStripe(path);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1);
    // 4,900 in one line; the key is the next collection attempt's, kept apart from off-session charges.
    expect(created?.params).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4900' } }] });
    expect(created?.idempotencyKey).toBe(`invoice:${id}:attempt:1:checkout`);
    // A second click while the session is open goes back to it.
    expect(await payOnStripe(path)).toBe(sessionId);
    expect((await invoicesOf(customerId))[0]?.status).toBe('open');

    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);
    expect((await invoicesOf(customerId)).map((i) => [i.status, i.total_cents])).toEqual([['paid', 4900]]);
    expect(await paidEvents(id)).toHaveLength(1);
    expect(refundsOf(sessionId)).toEqual([]);
    const cards = (await h.live.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ last4: string; default: boolean }>;
    expect(cards.map((c) => [c.last4, c.default])).toEqual([['4242', true]]);

    // Back on the success URL: the invoice's page, paid, without a Pay button.
    const back = new URL(paid.successUrl);
    const returned = await openPage(h, `${back.pathname}${back.search}`);
    expect(returned.status).toBe(303);
    expect(returned.headers.location).toBe(path);
    const after = await openPage(h, path);
    expect(textOf(after)).toContain('Paid');
    expect(after.html).not.toContain('name="intent"');
  });

  it('completes on the customer return before the webhook; a card not kept stays off file', async () => {
    const { customerId, path } = await openInvoice('Returner');
    const sessionId = await payOnStripe(path, {});
    const session = fake.resources.completeSession(sessionId, 'visa');
    const back = new URL(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId));
    expect((await openPage(h, `${back.pathname}${back.search}`)).status).toBe(303);
    expect((await invoicesOf(customerId))[0]?.status).toBe('paid');
    expect((await fake.send('checkout.session.completed', fake.resources.session(sessionId, []))).status).toBe(200);
    expect((await invoicesOf(customerId)).map((i) => i.status)).toEqual(['paid']);
    expect(refundsOf(sessionId)).toEqual([]);
    expect((await h.live.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods).toEqual([]);
  });

  it('refunds in full a payment that lands after the invoice was marked paid another way', async () => {
    const { customerId, id, path } = await openInvoice('Transfer');
    const sessionId = await payOnStripe(path);
    // The customer paid by bank transfer meanwhile; then pays on Stripe's page too.
    expect((await h.live.post(`/v1/invoices/${id}/mark-paid`, {})).status).toBe(200);
    const paid = await fake.completeSession(sessionId, 'visa');
    expect(paid.status).toBe(200);
    expect(await fake.redeliver(paid.eventId)).toBe(200);
    // 4,900 paid on Stripe, 4,900 refunded, once; the invoice paid once.
    expect(refundsOf(sessionId)).toEqual([4900]);
    expect((await invoicesOf(customerId)).map((i) => [i.status, i.total_cents])).toEqual([['paid', 4900]]);
    expect(await paidEvents(id)).toHaveLength(1);
  });
});
