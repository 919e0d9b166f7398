/** What other modules read of customers. */
export { findCustomer } from './repo.js';
export type { CustomerTable } from './tables.js';
