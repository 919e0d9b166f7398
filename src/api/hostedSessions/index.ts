/**
 * Completing a session on the provider's own payment page (Stripe Checkout, live mode; issue 29
 * item 4), whatever it pays, read once from the provider and handed to its flow by its reference:
 * a link's payment (api/links: a checkout or a signup), a hosted invoice's Pay button
 * (modules/collections), the portal's "Add a card" (api/portal). The Stripe webhook route and the
 * pages the customer comes back to both come here; each flow completes once.
 */
export { completeHostedSession, type SessionCompletion } from './completeSession.js';
