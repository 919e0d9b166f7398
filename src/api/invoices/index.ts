/**
 * Invoices as the API serves them (routes.ts), with the upcoming invoice: the engine's preview of
 * the next one, which the dashboard shows too.
 */
export { upcomingInvoice } from './upcomingInvoice.js';
export { invoiceRoutes } from './routes.js';
