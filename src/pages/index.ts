/** Hosted pages (signup, checkout, public invoice): outside /v1, no API key, HTML. */
import type { RouteModule } from '../http/api.js';
import { invoicePages } from './invoicePage.js';
import { paymentProviders } from '../payments/index.js';
import { checkoutPages } from './checkoutPage.js';
import { subscribePages } from './subscribePage.js';

/** Test mode pays with the built-in test provider; no live card processor is configured. */
const payments = paymentProviders();

export const pageModules: RouteModule[] = [
  invoicePages,
  subscribePages(payments),
  checkoutPages(payments),
];
