/**
 * A coupon applied to a subscription (issue 30, item 3): spans the subscriptions, plans and
 * coupons modules. The discount starts with the next invoice the subscription is issued: at its
 * start when no period has opened yet (a signup link applies it before the first invoice), else at
 * the end of the period it is in (`current_period_end`). A canceled subscription takes no coupon:
 * 422 SUBSCRIPTION_CANCELED.
 */
import type { TxContext } from '../../db/context.js';
import { DomainError, notFound } from '../../errors/index.js';
import { applyCoupon, type CouponLookup, type SubscriptionDiscount } from '../../modules/coupons/index.js';
import { findPlan } from '../../modules/plans/index.js';
import { findSubscription, type SubscriptionTable } from '../../modules/subscriptions/index.js';

/** The instant of the first invoice a coupon applied now can discount (see the header). */
export function discountStart(subscription: SubscriptionTable): Date {
  // No period opened yet (a future start, one waiting for a payment method, a signup link's new one): its first invoice.
  if (subscription.current_period_end === null) return new Date(subscription.start_date);
  return new Date(subscription.current_period_end);
}

/** Applies `couponCode` to the subscription in the caller's transaction (a deleted coupon only with `lookup.deletedToo`). */
export async function applyToSubscription(tx: TxContext, subscription: SubscriptionTable, couponCode: string, lookup: CouponLookup = {}): Promise<SubscriptionDiscount> {
  if (subscription.status === 'canceled' || subscription.ended_at !== null) {
    throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled: it takes no coupon`);
  }
  const plan = await findPlan({ db: tx.trx, scope: tx.scope }, subscription.plan_id);
  if (!plan) throw notFound('Plan', subscription.plan_id);
  return applyCoupon(tx, { subscriptionId: subscription.id, currency: plan.currency_code, start: discountStart(subscription) }, couponCode, lookup);
}

export async function applyDiscount(tx: TxContext, subscriptionId: string, couponCode: string): Promise<SubscriptionDiscount> {
  const subscription = await findSubscription({ db: tx.trx, scope: tx.scope }, subscriptionId);
  if (!subscription) throw notFound('Subscription', subscriptionId);
  return applyToSubscription(tx, subscription, couponCode);
}
