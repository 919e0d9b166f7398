/**
 * One live subscription per customer and plan. Every subscription in force at an event's instant
 * rates it (README "Ingesting usage"), so a customer subscribed twice to one plan pays every event
 * twice. A second live subscription to the same plan is refused with 409
 * SUBSCRIPTION_ALREADY_EXISTS, naming the first, unless the caller opts in (`allow_duplicate: true`
 * on `POST /v1/subscriptions`, for the rare product that really sells two seats of one plan).
 *
 * Live: not canceled and not ended, whatever else its status (a subscription waiting for a payment
 * method or past due still becomes, or is, billable); a subscription scheduled to move to the plan
 * at period end counts as on it, since it will be. A scheduled cancellation does not free the plan
 * before it takes effect: cancel now, or subscribe once the cancellation has happened.
 *
 * createSubscription checks it under a lock on the customer row (PostgreSQL `FOR UPDATE`; SQLite
 * transactions begin IMMEDIATE), so two concurrent creates cannot both pass; signup-link creation
 * and the subscribe page check it earlier, read-only, so the customer is never charged for a
 * subscription the confirmation would refuse.
 */
import { DomainError } from '../../errors/index.js';
import * as repo from './repo.js';
import type { ScopedDb } from '../../db/context.js';

/** The customer's oldest live subscription to the plan (other than `except`), if any. */
export async function liveSubscriptionToPlan(
  ctx: ScopedDb,
  input: { customerId: string; planId: string; except?: string | null },
): Promise<repo.SubscriptionRow | undefined> {
  const { db, scope } = ctx;
  const rows = await repo.liveSubscriptionsToPlan({ db, scope }, input.customerId, input.planId);
  return rows.find((row) => row.id !== input.except);
}

/** 409 SUBSCRIPTION_ALREADY_EXISTS naming the live subscription; `field` is the request field that names the plan. */
export function alreadySubscribed(existing: Pick<repo.SubscriptionRow, 'id' | 'plan_id'>, planId: string, field: string): DomainError {
  const how = existing.plan_id === planId ? 'is on this plan' : 'moves to this plan at the end of its period';
  // The message may reach a hosted page: the id is in the details only.
  return new DomainError('SUBSCRIPTION_ALREADY_EXISTS', `The customer already has a live subscription that ${how}; a second one would charge every event twice`, [
    { field, message: `the customer's subscription ${existing.id} ${how}` },
  ]);
}

/** Throws SUBSCRIPTION_ALREADY_EXISTS when the customer has a live subscription to the plan (other than `except`). */
export async function refuseSecondSubscription(
  ctx: ScopedDb,
  input: { customerId: string; planId: string; except?: string | null; field: string },
): Promise<void> {
  const { db, scope } = ctx;
  const existing = await liveSubscriptionToPlan({ db, scope }, input);
  if (existing) throw alreadySubscribed(existing, input.planId, input.field);
}
