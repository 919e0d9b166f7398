/**
 * The hosted invoice page's Pay button (issue 29, item 3): an open invoice is paid with a card
 * typed on its page, once, whatever the double clicks; ticked "Keep this card", the card becomes
 * the customer's default. The customer below subscribed to "Pro" ($49.00 a month in advance)
 * through the API with no card, so the first month's invoice, 4900 cents, stays open.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { DECLINED_CARD, GOOD_CARD, openPage, pathOf, submitForm, textOf } from '../links/pages.js';
import { collectionCharges, invoiceEvents, invoicesOf, setupCustomer, subscribe } from './support.js';

describeEachStore('the hosted invoice page pays an open invoice', (kind) => {
  let h: Harness;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const openInvoice = async (name: string) => {
    const customerId = (await setupCustomer(h.api, name)).id;
    await subscribe(h.api, customerId, shop.plan.id);
    const invoice = (await invoicesOf(h, customerId))[0];
    expect([invoice?.status, invoice?.total_cents]).toEqual(['open', 4900]);
    return { customerId, id: invoice?.id ?? '', path: pathOf(invoice?.public_invoice_url ?? '') };
  };

  it('a declined card changes nothing; a good one pays it, keeps the card as the default, and the page shows it paid', async () => {
    const { customerId, id, path } = await openInvoice('Payer');
    const page = await openPage(h, path);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('Pay $49.00');

    const declined = await submitForm(h, path, { ...DECLINED_CARD, keep_card: 'yes' });
    expect(declined.status).toBe(402);
    expect(textOf(declined)).toContain('Your card was declined.');
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('open');

    const paid = await submitForm(h, path, { ...GOOD_CARD, keep_card: 'yes' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(path);
    // 4900 cents, once; the declined try used attempt 1's key.
    expect(collectionCharges(id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`invoice:${id}:attempt:2`, 4900]]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
    expect(await invoiceEvents(h, 'invoice.paid', id)).toHaveLength(1);
    const cards = (await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ last4: string; default: boolean }>;
    expect(cards.map((c) => [c.last4, c.default])).toEqual([['4242', true]]);

    const after = await openPage(h, path);
    expect(textOf(after)).toContain('Paid');
    expect(after.html).not.toContain('name="card_number"');
    // Posting again charges nothing.
    expect((await submitForm(h, path, GOOD_CARD)).status).toBe(303);
    expect(collectionCharges(id)).toHaveLength(1);
  });

  it('submitted from 6 tabs at once: one charge; not keeping the card saves none', async () => {
    const { customerId, id, path } = await openInvoice('Tabs');
    const pages = await Promise.all(Array.from({ length: 6 }, () => submitForm(h, path, GOOD_CARD)));
    expect(pages.every((p) => p.status === 303 || p.status === 409), pages.map((p) => p.status).join(',')).toBe(true);
    expect(collectionCharges(id).map((c) => c.amountMinor)).toEqual([4900]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
    expect((await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods).toEqual([]);
  });
});
