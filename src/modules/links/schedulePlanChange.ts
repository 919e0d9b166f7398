/**
 * Schedules a plan transition at the end of the subscription's current period, in the caller's
 * transaction: the subscriptions module's `scheduleTransition` (replacing one scheduled earlier),
 * which the billing engine carries out. Nothing is billed now.
 */
import type { TxContext } from '../../db/context.js';
import { scheduleTransition } from '../subscriptions/index.js';
import { DomainError } from '../../errors/index.js';

export async function schedulePlanChange(tx: TxContext, change: { subscriptionId: string; toPlanId: string; at: Date }): Promise<void> {
  const changed = await scheduleTransition(tx, change.subscriptionId, { toPlanId: change.toPlanId, at: change.at });
  if (!changed) throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${change.subscriptionId} is canceled`);
}
