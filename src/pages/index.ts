/** Hosted pages (signup, checkout, public invoice, customer portal): outside /v1, no API key, HTML. */
import type { RouteModule } from '../http/api.js';
import { invoicePages } from './invoicePage.js';
import { processPayments } from '../payments/index.js';
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

export const pageModules: RouteModule[] = [
  invoicePages(pagePayments),
  subscribePages(pagePayments),
  checkoutPages(pagePayments),
  portalPages,
];

export { hostedPageScope } from './pageScope.js';
/** The form handling and HTML error page the dashboard shares with the hosted pages. */
export { acceptForms } from './linkPageSupport.js';
export { pageErrorHandler } from './render.js';
