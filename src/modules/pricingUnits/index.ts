/** What other modules read of pricing units and their conversion rates. */
export { findPricingUnit, findPricingUnitByCode, listConversionRates, listPricingUnits } from './repo.js';
export { findRate, loadConversionRates, moneyForUnits } from './rateLookup.js';
