/**
 * Updating a subscription, the one use case behind `POST /v1/subscriptions/{id}` and the
 * dashboard's subscription actions: subscriptions' `applySubscriptionUpdate` changes the row
 * (status, cancellation, renewal date, billing anchor: its rules are in its header) under the
 * row's lock, and when the billing anchor moved, the billing engine credits the prepaid days the
 * new anchor would bill again (`prorateAnchorMove`, issue 26, item 7a), in the same transaction.
 * So the credit is written once, with the move: a repeat of the same move, or a second one
 * waiting on the lock, finds the anchor moved already and credits nothing.
 *
 * It lives in the application layer because it drives the engine, which stands above the
 * subscriptions module.
 */
import { prorateAnchorMove } from '../../billing/index.js';
import { txContext, type DbContext } from '../../db/context.js';
import { applySubscriptionUpdate, type Subscription, type UpdateSubscriptionBody } from '../../modules/subscriptions/index.js';

/** Updates the subscription in one transaction of its own, at the clock's now. */
export async function updateSubscription(ctx: DbContext, id: string, body: UpdateSubscriptionBody): Promise<Subscription> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    const tx = txContext(trx, scope, ctx.now);
    const update = await applySubscriptionUpdate(tx, id, body);
    if (update.anchorMoved) await prorateAnchorMove(tx, update);
    return update.subscription;
  });
}
