/**
 * Moving an underlying cost (always in a currency) into the denomination a price charges in:
 * the same currency as is; a pricing unit through the conversion rate in force at the event's
 * instant, the customer's own before the company default. Anything else cannot be priced.
 */
import type { Decimal } from '../../../money/decimal.js';
import type { Denomination } from '../../../money/denomination.js';
import { findRate, unitsForMoney } from '../../pricingUnits/index.js';
import { RatingFailure, type RatingContext, type UnderlyingCost } from './types.js';

export function convertCost(
  cost: UnderlyingCost,
  amountMinor: Decimal,
  into: Denomination,
  context: Pick<RatingContext, 'customerId' | 'rates'>,
  at: Date,
): Decimal {
  if (into.kind === 'currency') {
    if (into.currencyCode === cost.currency) return amountMinor;
    throw new RatingFailure(
      'CONVERSION_RATE_MISSING',
      `A cost in ${cost.currency} cannot be charged in ${into.currencyCode}: Meterline does not convert between currencies`,
    );
  }
  const rate = findRate(context.rates.get(into.pricingUnitId) ?? [], { customerId: context.customerId, currency: cost.currency, at });
  if (!rate) {
    throw new RatingFailure(
      'CONVERSION_RATE_MISSING',
      `No conversion rate between ${cost.currency} and pricing unit ${into.pricingUnitId} is in force at ${at.toISOString()}`,
    );
  }
  return unitsForMoney(rate, amountMinor);
}
