/**
 * What other modules use of subscriptions. Every write of a subscription's status, period,
 * cancellation or plan-transition fields is a named transition of lifecycle.ts; the billing
 * engine claims (or locks) the row first, in its own transaction.
 */
export { createSubscription, type CreateSubscriptionOptions } from './createSubscription.js';
export { liveSubscriptionToPlan, refuseSecondSubscription } from './duplicates.js';
export { awaitingPaymentMethod, findSubscription, subscriptionsInForceAt, claimSubscription, lockSubscription, type SubscriptionRow } from './repo.js';
export {
  activatePending,
  applyTransition,
  cancelNow,
  closeUnstarted,
  endSubscription,
  endTrial,
  markPastDue,
  openPeriod,
  recoverFromPastDue,
  scheduleTransition,
  switchPlanBeforeStart,
} from './lifecycle.js';
export { localDayOfMonth, scheduleOf } from './schedule.js';
export { toSubscription } from './present.js';
export type { SubscriptionTable } from './tables.js';
export { CreateSubscriptionBody, ListSubscriptionsQuery, Subscription, UpdateSubscriptionBody } from './schemas.js';
export { SUBSCRIPTION_STATUSES } from './schemas.js';
export { getSubscription, listSubscriptions } from './service.js';
export { applySubscriptionUpdate } from './updateSubscription.js';
export { inForceAt, ratingSubscriptionsOf } from './inForce.js';
export type { RatingSubscriptionRow } from './inForce.js';
export { pastPhasesOf, pastPhasesOfCustomer, planAt, type PastPlanPhase } from './planPhases.js';
export { payingAmong, payingSubscriptionsByPlan, REVENUE_STATUSES } from './revenue.js';
