/**
 * A subscription waiting in `pending_payment_method` starts when its customer gets a default card
 * (issue 29, item 3): on a hosted page that keeps the card it was paid with, or through
 * `POST /v1/customers/{id}/payment-methods/{pmId}/default`. Its first period is invoiced at once
 * (the engine's start step) and the invoice is collected from that card.
 *
 * Test mode always has a payment provider, so no public call creates a waiting subscription; the
 * story makes one through the subscribe use case's door, as the live-mode signup page does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscribe as subscribeUseCase } from '../../src/api/subscriptions/index.js';
import { txContext } from '../../src/db/context.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { GOOD_CARD } from '../links/pages.js';
import { buyPack, CARD_0341, collectionCharges, invoicesOf, runTo, setupCustomer, statusOf, subscribe } from './support.js';

describeEachStore('billing story: a subscription waiting for a payment method', (kind) => {
  let h: Harness;
  let pro: Shop;
  let team: Shop;
  let packs: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    pro = await setupShop(h.api, { name: 'Pro' });
    team = await setupShop(h.api, { name: 'Team', flatMinor: 9900 });
    // A plan with no flat fee, for the subscription the customer buys credit packs on.
    packs = await setupShop(h.api, { name: 'Packs', flatMinor: null });
  });
  afterAll(() => h.close());

  const waiting = async (customerId: string, planId: string) => {
    const scope = { companyId: h.company.id, mode: 'test' as const };
    const made = await h.testStore.store.db
      .transaction()
      .execute((trx) => subscribeUseCase(txContext(trx, scope, new Date(START)), { customer_id: customerId, plan_id: planId }, { status: 'pending_payment_method', whenBlocked: 'defer' }));
    expect(made.subscription.status).toBe('pending_payment_method');
    return made.subscription.id;
  };

  it('starts when a checkout keeps a card, is invoiced at once, and the next run charges that card', async () => {
    const customerId = (await setupCustomer(h.api, 'Waiting')).id;
    const carrier = await subscribe(h.api, customerId, packs.plan.id);
    const proSub = await waiting(customerId, pro.plan.id);
    expect(await invoicesOf(h, customerId)).toEqual([]);

    await buyPack(h, packs, carrier.id, GOOD_CARD);
    expect(await statusOf(h, proSub)).toBe('active');
    // The pack: $10.00, paid on the page. Pro's first month in advance: $49.00, open until collected.
    const opened = (await invoicesOf(h, customerId)).find((i) => i.subscription_id === proSub);
    expect([opened?.status, opened?.total_cents]).toEqual(['open', 4900]);

    await runTo(h, '2026-01-15T13:00:00Z');
    expect((await invoicesOf(h, customerId)).find((i) => i.id === opened?.id)?.status).toBe('paid');
    expect(collectionCharges(opened?.id ?? '').map((c) => c.amountMinor)).toEqual([4900]);
  });

  it('starts when the API makes a saved card the default; a card that declines off-session makes it past_due', async () => {
    const customerId = (await setupCustomer(h.api, 'Chooser')).id;
    const carrier = await subscribe(h.api, customerId, packs.plan.id);
    await buyPack(h, packs, carrier.id, CARD_0341);
    await buyPack(h, packs, carrier.id, GOOD_CARD);
    const cards = (await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods as Array<{ id: string; last4: string }>;
    const declining = cards.find((c) => c.last4 === '0341');
    const teamSub = await waiting(customerId, team.plan.id);

    const made = await h.api.post(`/v1/customers/${customerId}/payment-methods/${declining?.id}/default`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await statusOf(h, teamSub)).toBe('active');
    // Team's first month in advance: $99.00.
    const opened = (await invoicesOf(h, customerId)).find((i) => i.subscription_id === teamSub);
    expect([opened?.status, opened?.total_cents]).toEqual(['open', 9900]);

    await runTo(h, '2026-01-15T14:00:00Z');
    expect(await statusOf(h, teamSub)).toBe('past_due');
    expect(collectionCharges(opened?.id ?? '')).toEqual([]);
  });
});
