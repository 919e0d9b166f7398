/** Hosted pages (signup, checkout, public invoice, customer portal): outside /v1, no API key, HTML. */
import type { RouteModule } from '../http/api.js';
import { invoicePages } from './invoicePage.js';
import { appPayments, processPayments, type ConfiguredPaymentProviders } from '../payments/index.js';
import { stripeWebhookRoute } from '../api/stripeWebhooks/index.js';
import { checkoutPages } from './checkoutPage.js';
import { subscribePages } from './subscribePage.js';
import { portalPages } from './portalPage.js';

/**
 * Test mode pays with the built-in test provider; no live card processor is configured. One set
 * per process: tests read `pagePayments.test.charges` / `.refunds` (the provider's log) to count
 * what the pages charged and refunded, by the link ids in the idempotency keys. The same providers
 * collect renewals (payments' processPayments).
 */
export const pagePayments = processPayments;

const withPayments =
  (pages: (payments: ConfiguredPaymentProviders) => RouteModule): RouteModule =>
  (app, deps) =>
    pages(appPayments(deps))(app, deps);

export const pageModules: RouteModule[] = [
  // Every page gets the providers of its mode. In live mode with Stripe, a page that would take a
  // card (the signup page, a checkout link, a hosted invoice's Pay button, the portal's "Add a
  // card") sends the customer to a Stripe Checkout Session instead: card numbers never reach
  // Meterline there (and Stripe's provider refuses a typed card).
  withPayments(invoicePages),
  withPayments(subscribePages),
  withPayments(checkoutPages),
  withPayments(stripeWebhookRoute),
  withPayments(portalPages),
];

export { hostedPageScope } from './pageScope.js';
/** The providers of an app (defined by payments, where the API's plan changes find them too). */
export { appPayments };
/** The form handling and HTML error page the dashboard shares with the hosted pages. */
export { acceptForms } from './linkPageSupport.js';
export { pageErrorHandler } from './render.js';
