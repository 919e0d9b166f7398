/**
 * An invoice settled another way while its charge was in flight (issue 29, item 3): the operator
 * marks it paid through the API (the customer paid by bank transfer) after a collection run claimed
 * it and before the provider answered. The card charge then pays nothing, so it goes back in full:
 * the customer is not charged twice. Money by hand: the first month's invoice is $49.00 (4900);
 * the card is charged 4900 once and refunded 4900 once; the invoice stays paid, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCollection } from '../../src/modules/collections/index.js';
import { processPayments } from '../../src/payments/index.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { GOOD_CARD } from '../links/pages.js';
import { buyPack, collectionCharges, invoiceEvents, invoicesOf, setupCustomer, subscribe, testProviderWith } from './support.js';

describeEachStore('collection: an invoice paid another way while its charge was in flight', (kind) => {
  let h: Harness;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  it('marked paid through the API mid-charge: the charge of 4900 is refunded in full, the invoice is paid once', async () => {
    const customerId = (await setupCustomer(h.api, 'Transfer')).id;
    const sub = await subscribe(h.api, customerId, shop.plan.id);
    await buyPack(h, shop, sub.id, GOOD_CARD);
    const invoice = (await invoicesOf(h, customerId))[0];
    const id = invoice?.id ?? '';
    expect([invoice?.status, invoice?.total_cents]).toEqual(['open', 4900]);

    // The provider answers only after the operator has marked the invoice paid.
    const test = processPayments.test;
    const providers = testProviderWith(async (request, now) => {
      const marked = await h.api.post(`/v1/invoices/${id}/mark-paid`, {});
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      return test.chargeSavedCard(request, now);
    });
    const run = await runCollection(h.testStore.store.db, providers, { asOf: new Date(START), scope: { companyId: h.company.id, mode: 'test' } });
    expect(run.outcomes).toMatchObject({ paid: 0, refunded: 1 });

    const charges = collectionCharges(id);
    expect(charges.map((c) => c.amountMinor)).toEqual([4900]);
    const refunds = test.refunds.filter((r) => r.paymentId === charges[0]?.paymentId);
    expect(refunds.map((r) => r.amountMinor)).toEqual([4900]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
    expect(await invoiceEvents(h, 'invoice.paid', id)).toHaveLength(1);

    // Later runs charge and refund nothing more.
    await runCollection(h.testStore.store.db, processPayments, { asOf: new Date(START), scope: { companyId: h.company.id, mode: 'test' } });
    expect(collectionCharges(id)).toHaveLength(1);
    expect(test.refunds.filter((r) => r.paymentId === charges[0]?.paymentId)).toHaveLength(1);
  });
});
