/**
 * A payment method arrived (issue 29, item 3): every subscription of the customer waiting in
 * `pending_payment_method` becomes what its dates imply (trialing before its trial end, else
 * active; subscriptions' `activatePending`), and one that has started has its first period opened
 * by the engine's start step at once, as a new subscription does (subscribe.ts `openFirstPeriod`;
 * a start the engine cannot bill yet is left to its next run). Called when a card becomes the
 * customer's default: `POST /v1/customers/{id}/payment-methods/{pmId}/default` (in its
 * transaction) and the hosted pages that keep the card they were paid with (right after theirs,
 * which already holds the invoice-number lock: see `startAwaitingSubscriptionsNow`).
 */
import type { Clock } from '../../clock.js';
import { txContext, type TxContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { activatePending, awaitingPaymentMethod, findSubscription, lockSubscription, toSubscription } from '../../modules/subscriptions/index.js';
import { openFirstPeriod } from './subscribe.js';

/** In the caller's transaction; answers the ids of the subscriptions it started. */
export async function startAwaitingSubscriptions(tx: TxContext, customerId: string): Promise<string[]> {
  const { trx, scope } = tx;
  const started: string[] = [];
  for (const id of await awaitingPaymentMethod({ db: trx, scope }, customerId)) {
    const locked = await lockSubscription({ db: trx, scope }, id);
    const activated = locked ? await activatePending(tx, locked) : null;
    const row = activated ? await findSubscription({ db: trx, scope }, id) : undefined;
    if (!row) continue;
    await openFirstPeriod(tx, toSubscription(row), 'defer');
    started.push(id);
  }
  return started;
}

/**
 * In a transaction of its own, after the caller's committed. Safe to repeat: a subscription no
 * longer waiting is left alone. (A crash between the two leaves it waiting until the next card is
 * made the default.)
 */
export async function startAwaitingSubscriptionsNow(store: Store, clock: Clock | Date, scope: Scope, customerId: string): Promise<string[]> {
  const now = clock instanceof Date ? clock : clock.now();
  return store.db.transaction().execute((trx) => startAwaitingSubscriptions(txContext(trx, scope, now), customerId));
}
