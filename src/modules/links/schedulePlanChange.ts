/**
 * Schedules a plan transition at the end of the subscription's current period, in the caller's
 * transaction. The billing engine carries it out (subscription fields plan_transition_*); a
 * transition scheduled earlier is replaced. Nothing is billed now.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { unprocessable } from '../../http/errors.js';
import { toIso } from '../../time.js';
import { updateLiveSubscription } from '../subscriptions/repo.js';

export async function schedulePlanChange(
  trx: Transaction<Database>,
  scope: Scope,
  change: { subscriptionId: string; toPlanId: string; at: Date },
  now: Date,
): Promise<void> {
  const changed = await updateLiveSubscription(trx, scope, change.subscriptionId, {
    plan_transition_at_period_end: 1,
    plan_transition_at: toIso(change.at),
    plan_transition_to_plan_id: change.toPlanId,
    updated_at: toIso(now),
  });
  if (!changed) throw unprocessable('SUBSCRIPTION_CANCELED', `Subscription ${change.subscriptionId} is canceled`);
}
