/** What other modules read of tax rates: which rates tax a customer, and whether ids are rates. */
export { customerTaxRates, toTaxRate, unknownTaxRateIds, type TaxedCustomer } from './service.js';
export type { TaxRateTable } from './tables.js';
export type { TaxRate } from './schemas.js';
