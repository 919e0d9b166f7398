/**
 * A plan's fees as the API serves them (routes.ts), with ending a fee (endFee.ts): it asks ingest
 * and invoices how far the fee was charged and billed, so it spans modules.
 */
export { endFee } from './endFee.js';
export { feeRoutes } from './routes.js';
