/**
 * Story: the same form submitted three times at once, and the payment that wins finishes before a
 * loser looks at it (CI found this as a 409 on a double submit, PostgreSQL).
 *
 * Two claims of one signup link read that nobody is paying and both insert a `processing` payment;
 * the partial unique index lets one in and the other gets a unique violation. By the time the loser
 * reads which payment holds the link, the winner has charged, subscribed and recorded its payment
 * `succeeded`: nothing is `processing` any more. Before, the loser answered "busy, another form"
 * (a 409 "payment in progress" to the customer whose own submission had just succeeded). Now it
 * claims again, finds the link used, and answers `closed`, so the page shows that submission's
 * result (same attempt) and nothing is charged twice.
 *
 * The interleaving is pinned with PostgreSQL's lock queue: the winner's insert is held open, a
 * third session queues an exclusive lock on link_payments behind it, and the loser's read after its
 * violation queues behind that lock, which finishes the winner's payment first. PostgreSQL only:
 * SQLite runs one writer at a time, so its claims never both insert.
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { newId } from '../../src/db/ids.js';
import { claimPayment, type PaymentTarget } from '../../src/modules/links/payForLink.js';
import { pagePayments } from '../../src/pages/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { sessionsWaitingOnLock } from '../support/pgLocks.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, type Shop } from './builders.js';

describeEachStore('billing story: a claim that loses to a payment already finished is not told "busy"', (kind) => {
  let h: Harness;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const lockWaiters = (count: number) => sessionsWaitingOnLock(h.testStore.store.db, count, `never saw ${count} sessions waiting on a lock`);

  /** Runs `work` in its own transaction, held open until the returned `release` is called. */
  function heldTransaction(work: (trx: Transaction<Database>) => Promise<void>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const done = h.testStore.store.db.transaction().execute(async (trx) => {
      await work(trx);
      started();
      await released;
    });
    return { isStarted, release, done };
  }

  it.skipIf(kind !== 'postgres')('claims again, finds the link used and answers closed', async () => {
    const { db } = h.testStore.store;
    const customer = await setupCustomer(h.api, 'Triple');
    const res = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const linkId = (res.body.subscription_signup_link as { id: string }).id;
    const scope = { companyId: h.company.id, mode: 'test' as const };
    const target: PaymentTarget = { scope, kind: 'signup', linkId, subject: `link:signup:${linkId}` };
    const now = h.clock.now().toISOString();
    const winnerId = newId();

    // The winner's claim: inserted, not yet committed.
    const winner = heldTransaction(async (trx) => {
      await trx
        .insertInto('link_payments')
        .values({
          id: winnerId, company_id: scope.companyId, mode: scope.mode, link_kind: 'signup', link_id: linkId, subject: target.subject,
          sequence: 1, attempt: 'the-form', status: 'processing', amount_minor: null, currency: null,
          idempotency_key: `signup_link:${linkId}:1`, provider: pagePayments.test.name, provider_payment_id: null, provider_refund_id: null,
          invoice_id: null, subscription_id: null, failure: null, created_at: now, updated_at: now,
        })
        .execute();
    });
    await winner.isStarted;
    // The loser, the same form: reads nobody paying, and its insert waits for the winner's.
    const loser = claimPayment(h.testStore.store, pagePayments.test, target, 'the-form', h.clock.now());
    await lockWaiters(1);
    // The winner's finish, queued behind both: it runs between the loser's violation and its read.
    const finish = heldTransaction(async (trx) => {
      await sql`lock table link_payments in access exclusive mode`.execute(trx);
      await trx.updateTable('link_payments').set({ status: 'succeeded', updated_at: now }).where('id', '=', winnerId).execute();
      await trx.updateTable('signup_links').set({ used_at: now, used_attempt: 'the-form' }).where('id', '=', linkId).execute();
    });
    await lockWaiters(2);
    finish.release();
    winner.release();
    await winner.done;
    await finish.done;

    expect(await loser).toEqual({ kind: 'closed' });
    // Nothing left claimed: the loser's second claim rolled back with the closed link.
    const rows = await db.selectFrom('link_payments').select(['status', 'attempt']).where('link_id', '=', linkId).execute();
    expect(rows).toEqual([{ status: 'succeeded', attempt: 'the-form' }]);
  });
});
