/**
 * One small function per usage pricing model, chosen by lookup in a table of strategies, pure.
 * Ingest rates each event with them; the billing engine rates period aggregations with the same
 * ones. Flat fees are not rated per event: the billing engine charges them per period.
 */
import { Decimal } from '../../money/decimal.js';

/** Charges keep 12 decimal places (far below a thousandth of a cent): bounded, exact, reproducible. */
export const CHARGE_SCALE = 12;

/** A usage price: `amount` per `denominator` units of usage. */
export interface UnitPrice {
  amount: Decimal;
  denominator: number;
}

/** cost_plus markup: cost x multiplier, or cost / (1 - target_margin). Exactly one is set. */
export type Markup =
  | { markupMode: 'multiplier'; multiplier: Decimal; targetMargin: null }
  | { markupMode: 'target_margin'; multiplier: null; targetMargin: Decimal };

export function roundCharge(amount: Decimal): Decimal {
  const rounded = amount.toDecimalPlaces(CHARGE_SCALE, Decimal.ROUND_HALF_EVEN);
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** per_unit: quantity x amount / denominator, in the price's denomination. */
export function perUnitCharge(price: UnitPrice, quantity: Decimal): Decimal {
  return quantity.times(price.amount).dividedBy(price.denominator);
}

/** cost_plus: cost x multiplier, or cost / (1 - target_margin), in the cost's currency. */
export function markUp(costPlus: Markup, costMinor: Decimal): Decimal {
  if (costPlus.markupMode === 'multiplier') return costMinor.times(costPlus.multiplier);
  return costMinor.dividedBy(new Decimal(1).minus(costPlus.targetMargin));
}
