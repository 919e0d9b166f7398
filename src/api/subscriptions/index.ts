/**
 * Subscribing a customer: the subscription and its first period, in one transaction, for the API
 * (`POST /v1/subscriptions`, routes.ts) and the hosted signup flow alike (subscribe.ts); and updating
 * it, with what the engine credits when the billing anchor moves (updateSubscription.ts); and
 * starting the ones that waited for a payment method when one arrives (awaitingPaymentMethod.ts).
 */
export { createSubscriptionNow, subscribe, type SubscribeOptions, type Subscribed } from './subscribe.js';
export { updateSubscription } from './updateSubscription.js';
export { startAwaitingSubscriptions, startAwaitingSubscriptionsNow } from './awaitingPaymentMethod.js';
export { subscriptionRoutes } from './routes.js';
