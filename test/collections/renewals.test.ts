/**
 * Billing stories: renewals charge the saved card (issue 29, item 3). The plan ("Pro") bills
 * $49.00 a month in advance; a customer who signed up on the hosted page paid the first month with
 * their card, which is kept as their default. The engine's renewal invoice (charge_automatically)
 * is charged off-session when the test clock reaches it; a decline is retried 1, 3 and 7 days
 * after the first failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateCompany } from '../../src/modules/platform/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, type Shop } from '../links/builders.js';
import { GOOD_CARD } from '../links/pages.js';
import { buyPack, CARD_0341, collectionCharges, invoiceEvents, invoicesOf, runTo, signUp, statusOf } from './support.js';

// Signed up at START (15 Jan 2026, 12:00 UTC); the first period ends on 15 Feb.
const RENEWAL = '2026-02-16T00:00:00.000Z';
const day = (d: number) => new Date(Date.parse(RENEWAL) + d * 86_400_000).toISOString();

describeEachStore('billing story: renewals charge the saved card', (kind) => {
  let h: Harness;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
  });
  // Each story in a company of its own, whose test clock starts at START.
  let companyId: string;
  beforeEach(async () => {
    const fresh = await h.newCompany({ name: 'Acme AI' });
    h.api = fresh.api;
    companyId = fresh.company.id;
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  it('a renewal is charged to the saved card: the invoice is paid, invoice.paid fires', async () => {
    const { customerId, subscriptionId } = await signUp(h, shop, 'Renewing');
    await runTo(h, RENEWAL);
    const [first, renewal] = await invoicesOf(h, customerId);
    // First month: $49.00 paid on the signup page. Second month, in advance: $49.00, no usage: 4900 cents.
    expect([first?.status, first?.total_cents]).toEqual(['paid', 4900]);
    expect([renewal?.status, renewal?.total_cents]).toEqual(['paid', 4900]);
    expect(collectionCharges(renewal?.id ?? '').map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`invoice:${renewal?.id}:attempt:1`, 4900]]);
    expect(await invoiceEvents(h, 'invoice.paid', renewal?.id ?? '')).toHaveLength(1);
    expect(await statusOf(h, subscriptionId)).toBe('active');
  });

  it('a renewal declined: past_due and invoice.payment_failed; a retry declined again; a new default card pays it and the subscription is active again', async () => {
    const { customerId, subscriptionId } = await signUp(h, shop, 'Declining', CARD_0341);
    await runTo(h, RENEWAL);
    const renewal = (await invoicesOf(h, customerId))[1];
    const id = renewal?.id ?? '';
    expect([renewal?.status, renewal?.total_cents]).toEqual(['open', 4900]);
    expect(await statusOf(h, subscriptionId)).toBe('past_due');
    expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(1);

    // The first retry is due a day after the first failure; 12 hours on, nothing is tried.
    await runTo(h, day(0.5));
    expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(1);
    await runTo(h, day(1));
    expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(2);
    expect(collectionCharges(id)).toEqual([]);

    // A credit pack bought with 4242 makes it the default card; the next run charges the renewal with it.
    await buyPack(h, shop, subscriptionId, GOOD_CARD);
    await runTo(h, day(1.1));
    expect((await invoicesOf(h, customerId))[1]?.status).toBe('paid');
    // Attempts 1 and 2 declined (no money moved); attempt 3, on the new card: 4900 cents, once.
    expect(collectionCharges(id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`invoice:${id}:attempt:3`, 4900]]);
    expect(await statusOf(h, subscriptionId)).toBe('active');
    expect(await invoiceEvents(h, 'invoice.paid', id)).toHaveLength(1);
    // Nothing more is tried on the schedule.
    await runTo(h, day(8));
    expect(collectionCharges(id)).toHaveLength(1);
    expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(2);
  });

  describe('retries run out (1, 3 and 7 days after the first failure)', () => {
    const declineThroughAllRetries = async (name: string) => {
      const { customerId, subscriptionId } = await signUp(h, shop, name, CARD_0341);
      await runTo(h, RENEWAL);
      const id = (await invoicesOf(h, customerId))[1]?.id ?? '';
      for (const d of [1, 3]) {
        await runTo(h, day(d));
        expect(await statusOf(h, subscriptionId)).toBe('past_due');
      }
      await runTo(h, day(7));
      // The first attempt and 3 retries, each declined: 4 events, no charge.
      expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(4);
      expect(collectionCharges(id)).toEqual([]);
      return { customerId, subscriptionId, id };
    };

    it('keep_past_due (the default): the subscription stays past_due, the invoice open; nothing more is tried', async () => {
      const { customerId, subscriptionId, id } = await declineThroughAllRetries('Kept');
      expect(await statusOf(h, subscriptionId)).toBe('past_due');
      await runTo(h, day(20));
      expect(await invoiceEvents(h, 'invoice.payment_failed', id)).toHaveLength(4);
      expect((await invoicesOf(h, customerId))[1]?.status).toBe('open');
    });

    it('cancel: the subscription is canceled when the last retry fails; the invoice stays open', async () => {
      await updateCompany(h.testStore.store.db, h.clock, companyId, { pastDueAfterRetries: 'cancel' });
      const { customerId, subscriptionId } = await declineThroughAllRetries('Canceled');
      expect(await statusOf(h, subscriptionId)).toBe('canceled');
      expect((await invoicesOf(h, customerId))[1]?.status).toBe('open');
    });
  });
});
