/**
 * A renewal charge whose answer is lost (issue 29, item 3): the provider took the payment, but the
 * worker got a provider_error (a timeout, a reset connection). That is not a decline: the next run
 * charges the same attempt under the same key, which the provider answers with the first payment.
 * Money by hand: the first month's invoice is $49.00 (4900): one payment of 4900, never two; no
 * invoice.payment_failed, the subscription never past_due.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attemptKey, runCollection } from '../../src/modules/collections/index.js';
import { processPayments } from '../../src/payments/index.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { GOOD_CARD } from '../links/pages.js';
import { buyPack, collectionCharges, invoiceEvents, invoicesOf, setupCustomer, statusOf, subscribe, testProviderWith } from './support.js';

describeEachStore('collection: a charge whose answer was lost', (kind) => {
  let h: Harness;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  it('charged but unanswered: the next run repeats attempt 1 under its key, one payment of 4900, no failure recorded', async () => {
    const customerId = (await setupCustomer(h.api, 'Lost answer')).id;
    const sub = await subscribe(h.api, customerId, shop.plan.id);
    await buyPack(h, shop, sub.id, GOOD_CARD);
    const invoice = (await invoicesOf(h, customerId))[0];
    const id = invoice?.id ?? '';
    const losing = testProviderWith(async (request, now) => {
      await processPayments.test.chargeSavedCard(request, now);
      return { ok: false, code: 'provider_error', message: 'The connection to the payment provider was reset.', field: null };
    });
    const scope = { companyId: h.company.id, mode: 'test' as const };
    const lost = await runCollection(h.testStore.store.db, losing, { asOf: new Date(START), scope });
    expect(lost.outcomes).toMatchObject({ unanswered: 1, retrying: 0, paid: 0 });
    expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(0);
    expect(await statusOf(h, sub.id)).toBe('active');

    const next = await runCollection(h.testStore.store.db, processPayments, { asOf: new Date(START), scope });
    expect(next.outcomes.paid).toBe(1);
    expect(collectionCharges(id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[attemptKey(id, 1), 4900]]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
  });
});
