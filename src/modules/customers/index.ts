/** What other modules read of customers. */
export { findCustomer, lockCustomer } from './repo.js';
export type { CustomerTable } from './tables.js';
