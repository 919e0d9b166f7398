/**
 * Collection on several workers at once (issue 29, item 3): each attempt is claimed under a lease
 * by one worker, and charged under the key `invoice:{id}:attempt:{n}`, so runs racing on one open
 * invoice charge it once, counted at the test provider.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { attemptKey, collectionJob, runCollection } from '../../src/modules/collections/index.js';
import { defaultPaymentMethod } from '../../src/modules/paymentMethods/index.js';
import { processPayments } from '../../src/payments/index.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { GOOD_CARD } from '../links/pages.js';
import { buyPack, collectionCharges, invoiceEvents, invoicesOf, setupCustomer, statusOf, subscribe } from './support.js';

describeEachStore('collection: workers racing charge once', (kind) => {
  let h: Harness;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  it('8 runs at once on an open invoice whose customer just got a card: one charge of 4900, one invoice.paid', async () => {
    // Subscribed through the API with no card: the first month's $49.00 invoice stays open.
    const customerId = (await setupCustomer(h.api, 'Raced')).id;
    const sub = await subscribe(h.api, customerId, shop.plan.id);
    const first = (await invoicesOf(h, customerId))[0];
    expect([first?.status, first?.total_cents]).toEqual(['open', 4900]);
    // A credit pack bought with 4242 keeps it as the default card.
    await buyPack(h, shop, sub.id, GOOD_CARD);

    const scope = { companyId: h.company.id, mode: 'test' as const };
    const runs = await Promise.all(Array.from({ length: 8 }, () => runCollection(h.testStore.store.db, processPayments, { asOf: new Date(START), scope })));
    expect(runs.reduce((n, r) => n + r.outcomes.paid, 0)).toBe(1);
    expect(collectionCharges(first?.id ?? '').map((c) => c.amountMinor)).toEqual([4900]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
    expect(await invoiceEvents(h, 'invoice.paid', first?.id ?? '')).toHaveLength(1);
    expect(await statusOf(h, sub.id)).toBe('active');

    // Later runs find nothing more to do.
    const again = await runCollection(h.testStore.store.db, processPayments, { asOf: new Date(START), scope });
    expect(again.outcomes.paid + again.started).toBe(0);
    expect(collectionCharges(first?.id ?? '')).toHaveLength(1);
  });

  it('a worker that died after charging: the next run repeats the attempt under the same key and the provider answers the first payment', async () => {
    const customerId = (await setupCustomer(h.api, 'Crashed')).id;
    const sub = await subscribe(h.api, customerId, shop.plan.id);
    await buyPack(h, shop, sub.id, GOOD_CARD);
    const invoice = (await invoicesOf(h, customerId))[0];
    const id = invoice?.id ?? '';
    const scope = { companyId: h.company.id, mode: 'test' as const };
    const card = await defaultPaymentMethod({ db: h.testStore.store.db, scope }, customerId);
    // The dead worker's charge of attempt 1 went through; it never wrote the outcome.
    const charged = await processPayments.test.chargeSavedCard({ token: card?.token ?? '', amountMinor: 4900, currency: 'usd', description: 'attempt 1', idempotencyKey: attemptKey(id, 1) }, new Date(START));
    expect(charged.ok).toBe(true);

    await runCollection(h.testStore.store.db, processPayments, { asOf: new Date(START), scope });
    // 4900 cents taken once, by attempt 1, and the invoice recorded paid.
    expect(collectionCharges(id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[attemptKey(id, 1), 4900]]);
    expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid');
  });

  it("the server's tick collects on its own (every BILLING_TICK_SECONDS)", async () => {
    const customerId = (await setupCustomer(h.api, 'Ticked')).id;
    const sub = await subscribe(h.api, customerId, shop.plan.id);
    await buyPack(h, shop, sub.id, GOOD_CARD);
    const id = (await invoicesOf(h, customerId))[0]?.id ?? '';
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
    const stop = await collectionJob(processPayments).start(
      { store: h.testStore.store, config: { ...h.config, billingTickSeconds: 0.05 }, clock: h.clock },
      log as unknown as Parameters<ReturnType<typeof collectionJob>['start']>[1],
    );
    try {
      await vi.waitFor(async () => expect((await invoicesOf(h, customerId))[0]?.status).toBe('paid'), { timeout: 5000, interval: 50 });
    } finally {
      await stop?.();
    }
    expect(collectionCharges(id).map((c) => c.amountMinor)).toEqual([4900]);
    expect(log.error).not.toHaveBeenCalled();
  });
});
