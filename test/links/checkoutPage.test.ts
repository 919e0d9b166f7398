import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, START, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';
import { attemptOf, DECLINED_CARD, GOOD_CARD, openPage, pathOf, submitForm, textOf } from './pages.js';

const DAY = 86_400_000;

describeEachStore('checkout page', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  /** The subscriptions' own first invoices (their first period opens with the create): not the checkout's. */
  const startInvoices = new Set<string>();
  const customerWithSubscription = async (client: Client = h.api, onShop: Shop = shop) => {
    const customer = await setupCustomer(client, 'Buyer');
    const sub = await subscribe(client, customer.id, onShop.plan.id);
    for (const invoice of (await client.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { id: string }[]) startInvoices.add(invoice.id);
    return { customer, sub };
  };
  const checkoutLink = async (body: Record<string, unknown>, client: Client = h.api) => {
    const res = await client.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.credit_pack_checkout_link as { id: string; url: string };
  };
  const grantsOf = async (customerId: string, client: Client = h.api) =>
    (await client.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants as Array<Record<string, unknown>>;
  /** The invoices the checkout wrote for the customer. */
  const invoicesOf = async (customerId: string, client: Client = h.api) =>
    ((await client.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<Record<string, unknown> & { id: string; line_items: Array<Record<string, unknown>> }>).filter(
      (invoice) => !startInvoices.has(invoice.id),
    );
  const linkRow = (id: string) => h.testStore.store.db.selectFrom('checkout_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows the pack, its price per pack, the fixed quantity, the total and the card form', async () => {
    const { sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id, quantity: 3, back_url: 'https://app.example.test/billing' });
    const page = await openPage(h, pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const text = textOf(page);
    expect(text).toContain('Acme AI');
    expect(text).toContain('Buy credits');
    expect(text).toContain('5,000 credits for $10.00 per pack');
    expect(text).toContain('Credits expire 1 year after purchase.');
    expect(text).toContain('Quantity 3');
    expect(text).toContain('Credits 15,000 credits');
    expect(text).toContain('Total $30.00');
    expect(text).toContain('Pay $30.00');
    expect(page.html).not.toContain('name="quantity"');
    expect(page.html).toContain('href="https://app.example.test/billing"');
  });

  it('completes with the test card: grant of unit_amount x quantity expiring per the pack, a paid invoice, 303 to success_url', async () => {
    const { customer, sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id, quantity: 3, success_url: 'https://app.example.test/thanks' });
    const path = pathOf(link.url);
    const form = { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD };
    const done = await submitForm(h, path, form);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('https://app.example.test/thanks');

    const grants = await grantsOf(customer.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ subscription_id: sub.id, account_type: 'pricing_unit', pricing_unit_id: shop.unit.id, amount: '15000', balance: '15000', status: 'active', expires_at: '2027-01-15T12:00:00.000Z' });
    const invoices = await invoicesOf(customer.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ subscription_id: sub.id, status: 'paid', collection_method: 'charge_automatically', total_cents: 3000, paid_at: START });
    expect(invoices[0]?.line_items).toMatchObject([{ quantity: 3, unit_amount_cents: 1000, total_amount_cents: 3000 }]);
    expect(await linkRow(link.id)).toMatchObject({ status: 'completed', completed_at: START, completed_quantity: '3' });

    // Reload or double submit of the same form: the same answer, granted once.
    expect((await submitForm(h, path, form)).status).toBe(303);
    expect(await grantsOf(customer.id)).toHaveLength(1);
    expect(await invoicesOf(customer.id)).toHaveLength(1);
    const used = await openPage(h, path);
    expect(used.status).toBe(410);
    expect(textOf(used)).toContain('This link has already been used');
    expect((await submitForm(h, path, { attempt: 'another', ...GOOD_CARD })).status).toBe(410);
  });

  it('grants once when the same form is submitted several times at once', async () => {
    const { customer, sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id, quantity: 1 });
    const path = pathOf(link.url);
    const form = { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD };
    const results = await Promise.all([submitForm(h, path, form), submitForm(h, path, form), submitForm(h, path, form), submitForm(h, path, form)]);
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(textOf(result)).toContain('5,000 credits added');
    }
    expect(await grantsOf(customer.id)).toHaveLength(1);
    expect(await invoicesOf(customer.id)).toHaveLength(1);
    const balances = (await h.api.get(`/v1/customers/${customer.id}/balances`)).body;
    expect(JSON.stringify(balances)).toContain('"balance":"5000"');
  });

  it('lets the customer choose the quantity, recomputing the total without JavaScript', async () => {
    const { customer, sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id });
    const path = pathOf(link.url);
    const page = await openPage(h, path);
    expect(page.html).toContain('name="quantity"');
    expect(textOf(page)).toContain('Total $10.00');
    const updated = await submitForm(h, path, { attempt: attemptOf(page), intent: 'update', quantity: '4' });
    expect(updated.status).toBe(200);
    expect(textOf(updated)).toContain('Total $40.00');
    expect(updated.html).toContain('value="4"');
    const bad = await submitForm(h, path, { attempt: attemptOf(updated), intent: 'pay', quantity: '0', ...GOOD_CARD });
    expect(bad.status).toBe(400);
    expect(textOf(bad)).toContain('Choose a whole number of packs from 1 to 10,000.');
    expect(await grantsOf(customer.id)).toEqual([]);
    const done = await submitForm(h, path, { attempt: attemptOf(bad), intent: 'pay', quantity: '2', ...GOOD_CARD });
    expect(done.status).toBe(200);
    expect(textOf(done)).toContain('10,000 credits added');
    expect((await grantsOf(customer.id))[0]).toMatchObject({ amount: '10000' });
    expect((await invoicesOf(customer.id))[0]).toMatchObject({ total_cents: 2000 });
  });

  it('shows the decline with the declining card and grants nothing', async () => {
    const { customer, sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id, quantity: 2 });
    const path = pathOf(link.url);
    const declined = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(textOf(declined)).toContain('Your card was declined.');
    expect(await grantsOf(customer.id)).toEqual([]);
    expect(await invoicesOf(customer.id)).toEqual([]);
    expect(await linkRow(link.id)).toMatchObject({ status: 'open', completed_at: null });
    expect((await openPage(h, path)).status).toBe(200);
  });

  it('expires 24 hours after creation; the link then reads as expired', async () => {
    const { customer, sub } = await customerWithSubscription();
    const link = await checkoutLink({ subscription_id: sub.id, quantity: 1 });
    const path = pathOf(link.url);
    const attempt = attemptOf(await openPage(h, path));
    const created = h.clock.now().getTime();
    try {
      h.clock.set(new Date(created + DAY - 1));
      expect((await openPage(h, path)).status).toBe(200);
      h.clock.set(new Date(created + DAY));
      const expired = await openPage(h, path);
      expect(expired.status).toBe(410);
      expect(textOf(expired)).toContain('This link has expired');
      expect((await submitForm(h, path, { attempt, ...GOOD_CARD })).status).toBe(410);
      expect(await grantsOf(customer.id)).toEqual([]);
    } finally {
      h.clock.set(new Date(created));
    }
  });

  it('grants credits that never expire when the pack has no interval', async () => {
    const forever = await setupShop(h.api, { name: 'Forever', unit: shop.unit, pack: { money_minor: 500, unit_amount: 1000, expiration_interval_count: null, expiration_interval_unit: 'month' } });
    const { customer, sub } = await customerWithSubscription(h.api, forever);
    const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: forever.pack.id, quantity: 1 });
    const path = pathOf(res.body.credit_pack_checkout_link.url);
    const page = await openPage(h, path);
    expect(textOf(page)).toContain('Credits never expire.');
    await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
    expect((await grantsOf(customer.id))[0]).toMatchObject({ amount: '1000', expires_at: null });
  });

  it('answers unknown tokens with a 404 page', async () => {
    for (const path of ['/checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/checkout/x', `/checkout/${'y'.repeat(300)}`]) {
      const page = await openPage(h, path);
      expect(page.status).toBe(404);
      expect(textOf(page)).toContain('Link not found');
    }
  });

  describe('live mode without a payment provider', () => {
    it('explains that card payments are not configured, and takes no payment', async () => {
      const liveShop = await setupShop(h.live, { name: 'Live' });
      const { customer, sub } = await customerWithSubscription(h.live, liveShop);
      const res = await h.live.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: liveShop.pack.id, quantity: 1 });
      const path = pathOf(res.body.credit_pack_checkout_link.url);
      const page = await openPage(h, path);
      expect(page.status).toBe(200);
      expect(textOf(page)).toContain('Card payments are not configured for Acme AI yet');
      expect(page.html).not.toContain('name="card_number"');
      const posted = await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
      expect(posted.status).toBe(503);
      expect(textOf(posted)).toContain('Card payments are not configured');
      expect(await grantsOf(customer.id, h.live)).toEqual([]);
      expect(await invoicesOf(customer.id, h.live)).toEqual([]);
    });
  });
});
