/**
 * Schedules a plan transition at the end of the subscription's current period, in the caller's
 * transaction: the subscriptions module's `scheduleTransition` (replacing one scheduled earlier),
 * which the billing engine carries out. Nothing is billed now.
 */
import type { Transaction } from 'kysely';
import { txContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { scheduleTransition } from '../subscriptions/index.js';
import { DomainError } from '../../errors/index.js';

export async function schedulePlanChange(
  trx: Transaction<Database>,
  scope: Scope,
  change: { subscriptionId: string; toPlanId: string; at: Date },
  now: Date,
): Promise<void> {
  const changed = await scheduleTransition(txContext(trx, scope, now), change.subscriptionId, { toPlanId: change.toPlanId, at: change.at });
  if (!changed) throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${change.subscriptionId} is canceled`);
}
