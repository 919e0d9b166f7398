/**
 * Story: a refund the provider refused is still owed, and delivered (issue 12, item 3's error path).
 *
 * A checkout link for a $10.00 pack is charged 1000 cents; the link then cannot do what was paid
 * for, so the page refunds the charge, but the provider is down: the payment is `refund_failed`
 * and the customer is owed 1000. The refund job tries again 5 minutes after the last try, with the
 * same refund key: while the provider still refuses, the payment stays owed (and is retried 5
 * minutes later, not sooner); once it accepts, 1000 is refunded, exactly once, even when two nodes
 * retry at the same moment, and the payment is `refunded`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chargeClaimed, claimPayment, refundClaimed } from '../../src/modules/links/payForLink.js';
import { retryFailedRefunds } from '../../src/modules/links/index.js';
import { pagePayments } from '../../src/pages/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';
import { GOOD_CARD } from './pages.js';

describeEachStore('billing story: a refund owed is retried until it is delivered', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(async () => {
    pagePayments.test.refusingRefunds = false;
    await h.close();
  });

  const refundsOf = (linkId: string) => pagePayments.test.refunds.filter((r) => r.idempotencyKey.includes(`:${linkId}:`));
  const paymentOf = async (linkId: string) => h.testStore.store.db.selectFrom('link_payments').selectAll().where('link_id', '=', linkId).executeTakeFirstOrThrow();

  it('stays owed while the provider refuses, then is refunded once', async () => {
    const customer = await setupCustomer(h.api, 'Owed');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 1, success_url: 'https://app.example.test/thanks' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const linkId = res.body.credit_pack_checkout_link.id as string;
    const store = h.testStore.store;
    const provider = pagePayments.test;
    const target = { scope: { companyId: h.company.id, mode: 'test' as const }, kind: 'checkout' as const, linkId, subject: `link:checkout:${linkId}` };

    // Charged 1000, then the link could not be fulfilled, and the refund is refused.
    const claim = await claimPayment(store, provider, target, 'attempt-1', h.clock.now());
    if (claim.kind !== 'claimed') throw new Error(`not claimed: ${claim.kind}`);
    const charge = await chargeClaimed(store, provider, claim.payment, { amountMinor: 1000, currency: 'usd', card: { number: GOOD_CARD.card_number, expiry: GOOD_CARD.card_expiry, cvc: GOOD_CARD.card_cvc }, description: 'Pro pack' }, h.clock.now());
    if (!charge.ok) throw new Error(charge.message);
    provider.refusingRefunds = true;
    expect(await refundClaimed(store, provider, claim.payment, charge.charged, 'the pack was ended', h.clock.now())).toBe(false);
    expect(await paymentOf(linkId)).toMatchObject({ status: 'refund_failed', amount_minor: 1000 });

    // Too soon: nothing is tried before 5 minutes have passed since the last try.
    h.clock.advance(4 * 60 * 1000);
    expect(await retryFailedRefunds(store, pagePayments, h.clock.now())).toMatchObject({ tried: 0 });
    // 5 minutes: tried, still refused, still owed; the next try is 5 minutes after this one.
    h.clock.advance(60 * 1000);
    expect(await retryFailedRefunds(store, pagePayments, h.clock.now())).toEqual({ tried: 1, refunded: 0 });
    expect(await paymentOf(linkId)).toMatchObject({ status: 'refund_failed' });
    expect(await retryFailedRefunds(store, pagePayments, h.clock.now())).toEqual({ tried: 0, refunded: 0 });

    // The provider is back: two nodes retry at the same moment; 1000 goes back once.
    provider.refusingRefunds = false;
    h.clock.advance(5 * 60 * 1000);
    const passes = await Promise.all([retryFailedRefunds(store, pagePayments, h.clock.now()), retryFailedRefunds(store, pagePayments, h.clock.now())]);
    expect(passes.reduce((sum, p) => sum + p.refunded, 0)).toBeGreaterThanOrEqual(1);
    expect(refundsOf(linkId).map((r) => r.amountMinor)).toEqual([1000]);
    const payment = await paymentOf(linkId);
    expect(payment).toMatchObject({ status: 'refunded', provider_refund_id: refundsOf(linkId)[0]?.refundId });
    // Nothing is owed any more: later passes try nothing.
    h.clock.advance(10 * 60 * 1000);
    expect(await retryFailedRefunds(store, pagePayments, h.clock.now())).toEqual({ tried: 0, refunded: 0 });
  });
});
