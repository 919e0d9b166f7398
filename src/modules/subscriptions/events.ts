/**
 * The subscription.* webhook events, recorded in the transaction that changes the subscription
 * (webhooks' outbox), with the subscription as the API then returns it. Which one: `created` for a
 * new subscription; for a change, `canceled` when it becomes canceled, `plan_changed` when its
 * plan changes, else `updated` (a period opening, a trial ending, a scheduled change).
 */
import type { TxContext } from '../../db/context.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import { toSubscription } from './present.js';
import * as repo from './repo.js';
import type { SubscriptionTable } from './tables.js';

export async function recordSubscriptionEvent(tx: TxContext, id: string, before: Pick<SubscriptionTable, 'status' | 'plan_id'> | null): Promise<void> {
  const row = await repo.findSubscription(tx, id);
  if (!row) return;
  const type =
    before === null
      ? 'subscription.created'
      : row.status === 'canceled' && before.status !== 'canceled'
        ? 'subscription.canceled'
        : row.plan_id !== before.plan_id
          ? 'subscription.plan_changed'
          : 'subscription.updated';
  await recordWebhookEvent(tx, type, toSubscription(row));
}
