/**
 * Subscribing a customer: the subscription and its first period, in one transaction, for the API
 * (`POST /v1/subscriptions`, routes.ts) and the hosted signup flow alike (subscribe.ts).
 */
export { createSubscriptionNow, subscribe, type SubscribeOptions, type Subscribed } from './subscribe.js';
export { subscriptionRoutes } from './routes.js';
