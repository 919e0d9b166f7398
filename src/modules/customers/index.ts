/** What other modules read of customers; the dashboard reads them through the same services as the API. */
export { countCustomers, findCustomer, insertCustomer, lockCustomer } from './repo.js';
export { customerNames, getCustomer, listCustomers, searchCustomers, toCustomer } from './service.js';
export type { CustomerTable } from './tables.js';
export type { Customer } from './schemas.js';
export { existingCustomerIds } from './batchReads.js';
export { createCustomer, updateCustomer } from './service.js';
export { CreateCustomerBody, UpdateCustomerBody } from './schemas.js';
