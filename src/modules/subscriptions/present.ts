/** The Subscription resource as the contract shows it, from a stored row. */
import type { SubscriptionRow } from './repo.js';
import type { Subscription } from './schemas.js';

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    customer_id: row.customer_id,
    plan_id: row.plan_id,
    plan_code: row.plan_code,
    status: row.status,
    start_date: row.start_date,
    billing_anchor_day: row.billing_anchor_day,
    next_renewal_date: row.next_renewal_date,
    cancel_at_period_end: Number(row.cancel_at_period_end) === 1,
    cancel_at: row.cancel_at,
    plan_transition_at_period_end: Number(row.plan_transition_at_period_end) === 1,
    plan_transition_at: row.plan_transition_at,
    plan_transition_to_plan_id: row.plan_transition_to_plan_id,
    canceled_at: row.canceled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
