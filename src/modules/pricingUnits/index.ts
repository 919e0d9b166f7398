/** What other modules read of pricing units and their conversion rates. */
export { findPricingUnit, findPricingUnitByCode, listConversionRates, listPricingUnits } from './repo.js';
export { findRate, loadConversionRates, moneyForUnits } from './rateLookup.js';
export { parsePositiveDecimal, parsePositiveInteger } from './amounts.js';
export { unitsForMoney } from './rateLookup.js';
export type { RateLike } from './rateLookup.js';
export { NumberOrNumericString } from './schemas.js';
export { createPricingUnit } from './service.js';
export type { ConversionRateTable, PricingUnitTable } from './tables.js';
