/**
 * Story: one link, many tabs, one charge (issue 12, item 3).
 *
 * A customer opens the same checkout link in 20 tabs and presses Pay in all of them at once. The
 * pack is $10.00 for 5,000 credits, quantity fixed at 1: the card is charged 1 x 1000 = 1000
 * cents exactly once, 5,000 credits are granted once, one paid invoice of 1000 exists; every
 * other tab is told the payment is in progress (409) or the link is used (410), and charged
 * nothing. The same for a signup link: 20 tabs confirming a $49.00 subscription charge 4900 once
 * and create one subscription. Every charge the test provider logs has its record (a
 * link_payments row, `succeeded` with its invoice, or `refunded` with its refund).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chargeClaimed, claimPayment, STALE_CLAIM_MS } from '../../src/modules/links/payForLink.js';
import { pagePayments } from '../../src/pages/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';
import { attemptOf, DECLINED_CARD, GOOD_CARD, openPage, pathOf, submitForm } from './pages.js';

const TABS = 20;

describeEachStore('billing story: one link, many tabs, one charge', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const chargesOf = (linkId: string) => pagePayments.test.charges.filter((c) => c.idempotencyKey.includes(`:${linkId}:`));
  const refundsOf = (linkId: string) => pagePayments.test.refunds.filter((r) => r.idempotencyKey.includes(`:${linkId}:`));
  const paymentsOf = (linkId: string) => h.testStore.store.db.selectFrom('link_payments').selectAll().where('link_id', '=', linkId).orderBy('sequence').execute();

  /** Every charge of the link has its record: succeeded with an invoice, or refunded with the refund. */
  async function everyChargeRecorded(linkId: string) {
    const rows = await paymentsOf(linkId);
    for (const charge of chargesOf(linkId)) {
      const row = rows.find((r) => r.idempotency_key === charge.idempotencyKey);
      expect(row, `a record of ${charge.idempotencyKey}`).toBeDefined();
      expect(row?.provider_payment_id).toBe(charge.paymentId);
      if (row?.status === 'succeeded') expect(row.invoice_id).not.toBeNull();
      else expect(refundsOf(linkId).map((r) => r.paymentId)).toContain(charge.paymentId);
    }
    expect(rows.filter((r) => r.status === 'processing')).toEqual([]);
  }

  /** Opens the page in `TABS` tabs (each its own form attempt), then submits them all at once. */
  async function payInEveryTab(path: string, fields: Record<string, string> = {}) {
    const attempts = await Promise.all(Array.from({ length: TABS }, async () => attemptOf(await openPage(h, path))));
    return Promise.all(attempts.map((attempt) => submitForm(h, path, { attempt, ...GOOD_CARD, ...fields })));
  }

  it('a checkout link submitted from 20 tabs at once charges the card once and grants once', async () => {
    const customer = await setupCustomer(h.api, 'Tabby');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 1, success_url: 'https://app.example.test/thanks' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.credit_pack_checkout_link as { id: string; url: string };

    const pages = await payInEveryTab(pathOf(link.url));
    const statuses = pages.map((p) => p.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    // The others: "in progress" while the winner pays, "used" after it finished; never a charge.
    expect(statuses.filter((s) => s !== 303).every((s) => s === 409 || s === 410), statuses.join(',')).toBe(true);

    // 1 pack x $10.00 = 1000 cents, once.
    expect(chargesOf(link.id).map((c) => c.amountMinor)).toEqual([1000]);
    expect(refundsOf(link.id)).toEqual([]);
    const grants = (await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants as Array<{ amount: string }>;
    expect(grants.filter((g) => g.amount === '5000')).toHaveLength(1);
    const invoices = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as Array<{ id: string; status: string; total_cents: number; description: string | null }>;
    const packInvoices = invoices.filter((i) => i.description?.startsWith('Credit pack'));
    expect(packInvoices.map((i) => [i.status, i.total_cents])).toEqual([['paid', 1000]]);
    const rows = await paymentsOf(link.id);
    expect(rows.map((r) => [r.status, Number(r.amount_minor), r.invoice_id])).toEqual([['succeeded', 1000, packInvoices[0]?.id]]);
    await everyChargeRecorded(link.id);
  });

  it('a signup link confirmed from 20 tabs at once charges once and subscribes once', async () => {
    const customer = await setupCustomer(h.api, 'Tabitha');
    const res = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code, success_url: 'https://app.example.test/welcome' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.subscription_signup_link as { id: string; url: string };

    const pages = await payInEveryTab(pathOf(link.url));
    const statuses = pages.map((p) => p.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 303).every((s) => s === 409 || s === 410), statuses.join(',')).toBe(true);

    // The plan's $49.00 monthly fee, in advance, for the first full month: 4900 cents, once.
    expect(chargesOf(link.id).map((c) => c.amountMinor)).toEqual([4900]);
    const subs = (await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions as Array<{ id: string }>;
    expect(subs).toHaveLength(1);
    const invoices = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as Array<{ status: string; total_cents: number }>;
    expect(invoices.map((i) => [i.status, i.total_cents])).toEqual([['paid', 4900]]);
    await everyChargeRecorded(link.id);
  });

  it('a declined card charges nothing and frees the link: the next try is a new payment under a new key', async () => {
    const customer = await setupCustomer(h.api, 'Retry');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 2 });
    const link = res.body.credit_pack_checkout_link as { id: string; url: string };
    const path = pathOf(link.url);
    const declined = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(chargesOf(link.id)).toEqual([]);
    const paid = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD });
    expect(paid.status).toBe(200);
    // 2 packs x $10.00 = 2000 cents.
    expect(chargesOf(link.id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`checkout_link:${link.id}:2`, 2000]]);
    expect((await paymentsOf(link.id)).map((r) => r.status)).toEqual(['failed', 'succeeded']);
    await everyChargeRecorded(link.id);
  });
});

describeEachStore('billing story: a payment whose page died after the charge', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  it('is taken over after 10 minutes under the same key: the card is charged once, and the payment recorded', async () => {
    const customer = await setupCustomer(h.api, 'Crash');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id, quantity: 1 });
    const link = res.body.credit_pack_checkout_link as { id: string; url: string };
    const path = pathOf(link.url);
    const page = await openPage(h, path);

    // A server claims and charges 1000 (1 pack x $10.00), then dies before completing the link.
    const target = { scope: { companyId: h.company.id, mode: 'test' as const }, kind: 'checkout' as const, linkId: link.id, subject: `link:checkout:${link.id}` };
    const claim = await claimPayment(h.testStore.store, pagePayments.test, target, 'died', h.clock.now());
    expect(claim.kind).toBe('claimed');
    if (claim.kind !== 'claimed') return;
    const card = { number: GOOD_CARD.card_number, expiry: GOOD_CARD.card_expiry, cvc: GOOD_CARD.card_cvc };
    expect(await chargeClaimed(h.testStore.store, pagePayments.test, claim.payment, { amountMinor: 1000, currency: 'usd', card, description: 'pack' }, h.clock.now())).toMatchObject({ ok: true });

    // Meanwhile the customer retries: in progress, nothing charged.
    const early = await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
    expect(early.status).toBe(409);
    // Ten minutes later the retry takes the payment over with its key: the provider answers the
    // first charge again, and the link completes with it.
    h.clock.advance(STALE_CLAIM_MS);
    const late = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD });
    expect(late.status).toBe(200);
    const charges = pagePayments.test.charges.filter((c) => c.idempotencyKey.includes(`:${link.id}:`));
    expect(charges.map((c) => c.amountMinor)).toEqual([1000]);
    const rows = await h.testStore.store.db.selectFrom('link_payments').selectAll().where('link_id', '=', link.id).execute();
    expect(rows.map((r) => [r.status, r.provider_payment_id])).toEqual([['succeeded', charges[0]?.paymentId]]);
  });
});
