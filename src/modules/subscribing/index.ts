/**
 * Subscribing a customer: the subscription and its first period, in one transaction, for the API
 * (`POST /v1/subscriptions`) and the hosted signup page alike (subscribe.ts).
 */
export { createSubscriptionNow, subscribe, type SubscribeOptions, type Subscribed } from './subscribe.js';
