/**
 * Auto top-up (issue 29, item 2), billing stories through the public API on both stores. The shop
 * (test/links/builders.ts): a credit pack sells 5,000 credits for $10.00 (1000 minor); usage costs
 * 0.2 credits per 1,000 output tokens, so 10,000,000 tokens cost 2,000 credits. The job's pass
 * (runDueTopUps) is what the server runs every AUTO_TOP_UP_POLL_MS; here the test runs it at the
 * harness clock's instant. Charges are counted at the test provider, by the runs' keys.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runDueTopUps } from '../../src/api/autoTopUps/index.js';
import { listRuns } from '../../src/modules/autoTopUps/index.js';
import type { ChargeResult, PaymentProviders, SavedCardChargeRequest } from '../../src/payments/index.js';
import { pagePayments } from '../../src/pages/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';

const OFF_SESSION_DECLINED = { card_number: '4000 0000 0000 0341', card_expiry: '11/33', card_cvc: '123' };
const HOUR = 60 * 60 * 1000;

describeEachStore('auto top-up', (kind) => {
  let h: Harness;
  let shop: Shop;
  let seq = 0;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  /** A subscribed customer who bought one pack (5,000 credits) with `card`, now their default. */
  const customerWith = async (card: Record<string, string>) => {
    const customerId = (await setupCustomer(h.api, `Buyer ${++seq}`)).id;
    const subscriptionId = (await subscribe(h.api, customerId, shop.plan.id)).id;
    await buyPack(customerId, subscriptionId, card);
    return { customerId, subscriptionId };
  };
  const buyPack = async (customerId: string, subscriptionId: string, card: Record<string, string>) => {
    const res = await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: subscriptionId, quantity: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = pathOf(res.body.credit_pack_checkout_link.url as string);
    const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...card });
    expect(done.html).toContain('Payment received');
    expect(customerId).toBeTruthy();
  };
  const use = async (customerId: string, credits: number) => {
    const res = await h.api.post('/v1/events/ingest', {
      event_name: 'llm.completion',
      idempotency_key: `use-${++seq}`,
      customer_id: customerId,
      timestamp: h.clock.now().toISOString(),
      properties: { output_tokens: credits * 5000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('inserted');
  };
  const credits = async (customerId: string) => {
    const res = await h.api.get(`/v1/customers/${customerId}/balances`);
    return (res.body.balances as Array<{ pricing_unit_code?: string; balance: string }>).find((b) => b.pricing_unit_code === shop.unit.code)?.balance;
  };
  const setTopUp = async (customerId: string, body: Record<string, unknown>) => {
    const res = await h.api.post(`/v1/customers/${customerId}/auto-top-ups`, { pricing_unit_code: shop.unit.code, credit_pack_id: shop.pack.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.auto_top_up as { id: string; status: string };
  };
  const topUpOf = async (customerId: string) => ((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups as Array<{ id: string; status: string }>)[0];
  const pass = () => runDueTopUps(h.testStore.store, pagePayments, h.clock.now());
  const events = async (type: string) => (await h.api.get('/v1/webhook-events', { type })).body.webhook_events as Array<{ data: { object: Record<string, unknown> } }>;
  const invoicesOf = async (customerId: string) => ((await h.api.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<{ description: string | null; status: string; total_cents: number }>).filter((i) => i.description === 'Auto top-up');

  it('one crossing, one top-up: 2 packs charged once ($20.00), 10,000 credits granted, a paid invoice and wallet.topped_up', async () => {
    const { customerId } = await customerWith(GOOD_CARD);
    const topUp = await setTopUp(customerId, { threshold: '1000', quantity: 2 });
    expect(topUp).toMatchObject({ customer_id: customerId, account_type: 'pricing_unit', pricing_unit_code: shop.unit.code, threshold: '1000', credit_pack_id: shop.pack.id, quantity: 2, monthly_limit: 10, status: 'active' });
    const paidBefore = pagePayments.test.charges.length;

    await use(customerId, 2000); // 5,000 -> 3,000: above the threshold
    await use(customerId, 2000); // 3,000 -> 1,000: at the threshold, the crossing
    await use(customerId, 2000); // 1,000 -> -1,000: still below, no second top-up
    expect(await credits(customerId)).toBe('-1000');

    expect(await pass()).toEqual({ succeeded: 1, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    expect(await pass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    const charges = pagePayments.test.charges.slice(paidBefore);
    // 2 packs x 1000 minor = 2000 minor ($20.00), once.
    expect(charges.map((c) => [c.amountMinor, c.currency])).toEqual([[2000, 'usd']]);
    // -1,000 + 2 x 5,000 = 9,000 credits.
    expect(await credits(customerId)).toBe('9000');
    const [invoice] = await invoicesOf(customerId);
    expect(invoice).toMatchObject({ status: 'paid', total_cents: 2000 });
    const topped = (await events('wallet.topped_up')).filter((e) => e.data.object.customer_id === customerId);
    expect(topped.map((e) => [e.data.object.amount, e.data.object.pricing_unit_code])).toEqual([['10000', shop.unit.code]]);
  });

  it('a decline, then a new default card: the retry an hour later charges the new card once', async () => {
    const { customerId, subscriptionId } = await customerWith(OFF_SESSION_DECLINED);
    await setTopUp(customerId, { threshold: '1000', quantity: 1 });
    const before = pagePayments.test.charges.length;
    await use(customerId, 4500); // 5,000 -> 500: crosses 1,000
    expect(await pass()).toEqual({ succeeded: 0, declined: 1, failed: 0, skipped: 0, unanswered: 0 });
    expect(await credits(customerId)).toBe('500');
    // Not due again before the hour is up.
    h.clock.advance(HOUR / 2);
    expect(await pass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    // The customer pays a pack with a good card: +5,000 (5,500), and it is the default now ($10.00 on the page).
    await buyPack(customerId, subscriptionId, GOOD_CARD);
    expect(await credits(customerId)).toBe('5500');
    h.clock.advance(HOUR / 2);
    expect(await pass()).toEqual({ succeeded: 1, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    // The page's $10.00 and the top-up's 1 pack, $10.00; 5,500 + 5,000 = 10,500 credits.
    const offSession = pagePayments.test.charges.slice(before).filter((c) => c.idempotencyKey.startsWith('auto_top_up:'));
    expect(offSession.map((c) => c.amountMinor)).toEqual([1000]);
    expect(await credits(customerId)).toBe('10500');
    expect((await topUpOf(customerId))?.status).toBe('active');
  });

  it('three declines over a day: the top-up fails with wallet.top_up_failed, and only the next crossing tries again', async () => {
    const { customerId } = await customerWith(OFF_SESSION_DECLINED);
    await setTopUp(customerId, { threshold: '1000', quantity: 1 });
    await use(customerId, 4500); // 5,000 -> 500
    expect((await pass()).declined).toBe(1);
    h.clock.advance(HOUR);
    expect((await pass()).declined).toBe(1);
    h.clock.advance(23 * HOUR);
    expect((await pass()).failed).toBe(1);
    expect((await topUpOf(customerId))?.status).toBe('failed');
    const failed = (await events('wallet.top_up_failed')).filter((e) => e.data.object.customer_id === customerId);
    expect(failed.map((e) => e.data.object.attempts)).toEqual([3]);
    // Still below: more usage starts nothing.
    await use(customerId, 100);
    expect(await pass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    expect(await credits(customerId)).toBe('400');
    // New settings re-arm it: the balance is below the threshold as they are set, so one top-up starts at once (declined again: the card still is 0341).
    await setTopUp(customerId, { threshold: '1000', quantity: 1 });
    expect((await topUpOf(customerId))?.status).toBe('active');
    expect((await pass()).declined).toBe(1);
    h.clock.advance(HOUR);
    expect((await pass()).declined).toBe(1);
    h.clock.advance(23 * HOUR);
    expect((await pass()).failed).toBe(1);
    expect((await topUpOf(customerId))?.status).toBe('failed');
  });

  it('the monthly limit: the second crossing of the month is skipped, not charged', async () => {
    const { customerId } = await customerWith(GOOD_CARD);
    await setTopUp(customerId, { threshold: '1000', quantity: 1, monthly_limit: 1 });
    const before = pagePayments.test.charges.length;
    await use(customerId, 4500); // 5,000 -> 500: crossing 1
    expect((await pass()).succeeded).toBe(1); // 500 + 5,000 = 5,500
    await use(customerId, 5000); // 5,500 -> 500: crossing 2, over the limit of 1
    expect((await pass()).skipped).toBe(1);
    expect(pagePayments.test.charges.slice(before).map((c) => c.amountMinor)).toEqual([1000]);
    expect(await credits(customerId)).toBe('500');
    const failed = (await events('wallet.top_up_failed')).filter((e) => e.data.object.customer_id === customerId);
    expect(failed.map((e) => e.data.object.reason)).toEqual(['the monthly limit of 1 top-ups is reached']);
  });

  it('a worker that charged and died before recording it: the next charges under the same key, which moves no money again', async () => {
    const { customerId } = await customerWith(GOOD_CARD);
    const topUp = await setTopUp(customerId, { threshold: '1000', quantity: 1 });
    await use(customerId, 4500); // 5,000 -> 500: the crossing
    const [run] = await listRuns({ db: h.testStore.store.db, scope: { companyId: h.company.id, mode: 'test' } }, topUp.id);
    expect(run?.status).toBe('pending');
    const [card] = (await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ id: string }>;
    expect(card).toBeDefined();
    // The dead worker's charge: attempt 0's key, $10.00, taken by the provider, never recorded here.
    const key = `auto_top_up:${run?.id}:0`;
    const token = (await h.testStore.store.db.selectFrom('payment_methods').select('token').where('id', '=', card?.id ?? '').executeTakeFirstOrThrow()).token;
    expect((await pagePayments.test.chargeSavedCard({ token, amountMinor: 1000, currency: 'usd', description: 'crashed', idempotencyKey: key }, h.clock.now())).ok).toBe(true);
    expect(await pass()).toEqual({ succeeded: 1, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    // One payment under the key, one grant: 500 + 5,000 = 5,500.
    expect(pagePayments.test.charges.filter((c) => c.idempotencyKey === key)).toHaveLength(1);
    expect(await credits(customerId)).toBe('5500');
  });

  it('a charge whose answer is lost (the provider took it, the worker heard an error): tried again under the same key, never paid twice', async () => {
    const { customerId } = await customerWith(GOOD_CARD);
    const topUp = await setTopUp(customerId, { threshold: '1000', quantity: 1 });
    await use(customerId, 4500); // 5,000 -> 500: the crossing
    const [run] = await listRuns({ db: h.testStore.store.db, scope: { companyId: h.company.id, mode: 'test' } }, topUp.id);
    // The provider charges, but its answer never arrives: a timeout, a connection reset, or Stripe's
    // 409 for a key still in progress after the client's own retries. The outcome is unknown, not a decline.
    let answersLost = 1;
    const lossy: PaymentProviders = {
      forMode: (mode) => {
        const provider = pagePayments.forMode(mode);
        if (!provider) return null;
        return new Proxy(provider, {
          get: (target, name) =>
            name === 'chargeSavedCard'
              ? async (request: SavedCardChargeRequest, now: Date): Promise<ChargeResult> => {
                  const charged = await target.chargeSavedCard(request, now);
                  if (answersLost-- > 0) return { ok: false, code: 'provider_error', message: 'Stripe refused the payment (connection reset).', field: null };
                  return charged;
                }
              : Reflect.get(target, name),
        });
      },
    };
    const lossyPass = () => runDueTopUps(h.testStore.store, lossy, h.clock.now());
    expect(await lossyPass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 1 });
    expect(await credits(customerId)).toBe('500');
    // Tried again a minute later, under attempt 0's key: the provider answers its first payment.
    h.clock.advance(60 * 1000);
    expect(await lossyPass()).toEqual({ succeeded: 1, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    h.clock.advance(HOUR);
    expect(await lossyPass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 });
    // One payment of $10.00 for the crossing, under attempt 0's key; 500 + 5,000 = 5,500 credits.
    const paid = pagePayments.test.charges.filter((c) => c.idempotencyKey.startsWith(`auto_top_up:${run?.id}:`));
    expect(paid.map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`auto_top_up:${run?.id}:0`, 1000]]);
    expect(await credits(customerId)).toBe('5500');
  });

  it("the engine's own draw crosses too: a monthly fee of 4,500 credits drawn at the renewal starts one top-up", async () => {
    // A plan billing 4,500 credits a month in advance, and the same pack (5,000 credits for $10.00).
    const credits = await setupShop(h.api, { name: 'Credits monthly', flatMinor: null, unit: shop.unit });
    const fee = await h.api.post(`/v1/plans/${credits.plan.id}/fees`, { product: { name: 'Seat' }, price: { pricing_model: 'flat', amount: 4500, cadence: 'monthly', pricing_unit_id: shop.unit.id } });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const customerId = (await setupCustomer(h.api, `Seat ${++seq}`)).id;
    const subscriptionId = (await subscribe(h.api, customerId, credits.plan.id)).id;
    // The start draws the first month: -4,500; two packs bought with 4242: -4,500 + 10,000 = 5,500.
    const link = await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: credits.pack.id, subscription_id: subscriptionId, quantity: 2 });
    const path = pathOf(link.body.credit_pack_checkout_link.url as string);
    expect((await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD })).html).toContain('Payment received');
    const balance = async () => ((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances as Array<{ pricing_unit_code?: string; balance: string }>).find((b) => b.pricing_unit_code === shop.unit.code)?.balance;
    expect(await balance()).toBe('5500');
    const topUp = await h.api.post(`/v1/customers/${customerId}/auto-top-ups`, { pricing_unit_code: shop.unit.code, credit_pack_id: credits.pack.id, quantity: 1, threshold: '1000' });
    expect(topUp.status).toBe(200);
    // The renewal a month later draws 4,500 more: 5,500 -> 1,000, at the threshold: the crossing.
    const renewal = (await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.next_renewal_date as string;
    h.clock.set(renewal);
    const run = await h.api.post('/v1/billing/run', { as_of: renewal });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(await balance()).toBe('1000');
    expect((await pass()).succeeded).toBe(1);
    // 1,000 + 5,000 = 6,000.
    expect(await balance()).toBe('6000');
  });

  it('a deleted top-up starts nothing; bad settings are 400 and store nothing; an unknown customer is 404', async () => {
    const { customerId } = await customerWith(GOOD_CARD);
    const topUp = await setTopUp(customerId, { threshold: '1000' });
    const deleted = await h.app.inject({ method: 'DELETE', url: `/v1/customers/${customerId}/auto-top-ups/${topUp.id}`, headers: { authorization: `Bearer ${h.api.key}` } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().auto_top_up.status).toBe('disabled');
    await use(customerId, 4500);
    expect(await pass()).toEqual({ succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 });

    const bad = [
      { threshold: '-1' },
      { threshold: 'lots' },
      { threshold: '1', amount: '10' },
      { threshold: '1', credit_pack_id: 'cm0000000000000000000none' },
      { threshold: '1', currency_code: 'usd' },
    ];
    for (const body of bad) {
      const res = await h.api.post(`/v1/customers/${customerId}/auto-top-ups`, { pricing_unit_code: shop.unit.code, credit_pack_id: shop.pack.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    const currency = await h.api.post(`/v1/customers/${customerId}/auto-top-ups`, { currency_code: 'usd', threshold: '5', amount: '10.001' });
    expect(currency.status).toBe(400);
    expect((await h.api.get(`/v1/customers/${customerId}/auto-top-ups`)).body.auto_top_ups).toHaveLength(1);
    expect((await h.api.post('/v1/customers/cm0000000000000000000none/auto-top-ups', { currency_code: 'usd', threshold: '5', amount: '10' })).status).toBe(404);
  });
});
