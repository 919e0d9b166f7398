/** Hosted pages (signup, checkout, public invoice): outside /v1, no API key, HTML. */
import type { RouteModule } from '../http/api.js';
import { invoicePages } from './invoicePage.js';

export const pageModules: RouteModule[] = [
  invoicePages,
];
