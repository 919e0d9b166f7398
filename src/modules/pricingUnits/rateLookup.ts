/**
 * Conversion rates as the pricing units module serves them: the pure rule (src/kernel/
 * conversionRates.ts) and the read of one unit's rates for it.
 */
import type { ScopedDb } from '../../db/context.js';
import { listConversionRates } from './repo.js';
import type { ConversionRateTable } from './tables.js';

export { findRate, moneyForUnits, rateAppliesAt, unitsForMoney, type RateLike, type RateQuery } from '../../kernel/conversionRates.js';

/** Every conversion rate of one pricing unit in the scope, oldest first, for `findRate`. */
export async function loadConversionRates(ctx: ScopedDb, pricingUnitId: string): Promise<ConversionRateTable[]> {
  return listConversionRates(ctx, [pricingUnitId]);
}
