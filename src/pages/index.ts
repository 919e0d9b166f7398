/** Hosted pages (signup, checkout, public invoice, customer portal): outside /v1, no API key, HTML. */
import type { RouteModule } from '../http/api.js';
import { invoicePages } from './invoicePage.js';
import { configuredPaymentProviders, paymentProviders, type ConfiguredPaymentProviders } from '../payments/index.js';
import type { AppDeps, RouteModule as Module } from '../http/api.js';
import { stripeWebhookRoute } from '../api/stripeWebhooks/index.js';
import { checkoutPages } from './checkoutPage.js';
import { subscribePages } from './subscribePage.js';
import { portalPages } from './portalPage.js';

/**
 * Test mode pays with the built-in test provider; no live card processor is configured. One set
 * per process: tests read `pagePayments.test.charges` / `.refunds` (the provider's log) to count
 * what the pages charged and refunded, by the link ids in the idempotency keys.
 */
export const pagePayments = paymentProviders();

const configured = new WeakMap<object, ConfiguredPaymentProviders>();

/**
 * The providers of an app (its store and configuration): `pagePayments`' test provider in test
 * mode, Stripe in live mode when STRIPE_SECRET_KEY is set (none otherwise). One set per store, so
 * the pages, the Stripe webhook route and the background jobs share it.
 */
export function appPayments(deps: AppDeps): ConfiguredPaymentProviders {
  let payments = configured.get(deps.store);
  if (!payments) {
    payments = configuredPaymentProviders(pagePayments.test, deps.config.stripe, deps.store.db);
    configured.set(deps.store, payments);
  }
  return payments;
}

const withPayments =
  (pages: (payments: ConfiguredPaymentProviders) => Module): Module =>
  (app, deps) =>
    pages(appPayments(deps))(app, deps);

export const pageModules: RouteModule[] = [
  invoicePages,
  // The signup page takes cards in its own form only (Stripe Checkout for signups is not built
  // yet): with Stripe in live mode it behaves as without a provider (pending_payment_method).
  withPayments((payments) => subscribePages({ forMode: (mode) => (mode === 'live' && payments.stripe !== null ? null : payments.forMode(mode)) })),
  withPayments(checkoutPages),
  withPayments(stripeWebhookRoute),
  portalPages,
];

export { hostedPageScope } from './pageScope.js';
/** The form handling and HTML error page the dashboard shares with the hosted pages. */
export { acceptForms } from './linkPageSupport.js';
export { pageErrorHandler } from './render.js';
