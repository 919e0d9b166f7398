/**
 * The tiered usage pricing models (issue 31), pure: what a period's total quantity costs.
 *
 * - graduated: each unit priced by the tier it falls in; a tier's flat_amount is charged once,
 *   when the total first enters it (its first unit). A first tier at unit_amount 0 is an included
 *   allowance.
 * - volume: every unit priced by the tier the total ends in, plus that tier's flat_amount.
 * - package: `amount` per started (`up`) or completed (`down`) package of `packageSize` units.
 *
 * `upTo` is inclusive (a tier up to 100 holds units 1..100); the last tier has none. Graduated and
 * package are rated per event as price(total after) - price(total before), each side rounded to the
 * charge scale first, so the per-event costs of a period add up to exactly the price of its total.
 */
import { Decimal } from '../../money/decimal.js';
import { roundCharge } from './pricingModels.js';

export interface PriceTier {
  /** Inclusive upper bound of the tier in units of usage; null for the last tier. */
  upTo: Decimal | null;
  /** Minor units (or pricing units) per `denominator` units. */
  unitAmount: Decimal;
  /** Charged once when the tier is entered (graduated) or ended in (volume). */
  flatAmount: Decimal;
}

export type PackageRounding = 'up' | 'down';

export type TieredPrice =
  | { model: 'graduated' | 'volume'; tiers: readonly PriceTier[]; denominator: number }
  | { model: 'package'; amount: Decimal; packageSize: number; rounding: PackageRounding };

const ZERO = new Decimal(0);

/** graduated: the sum over tiers of the units falling in each, plus each entered tier's flat amount. */
export function graduatedPrice(tiers: readonly PriceTier[], denominator: number, quantity: Decimal): Decimal {
  let total = ZERO;
  let below = ZERO;
  for (const tier of tiers) {
    if (quantity.lte(below)) break;
    const top = tier.upTo === null ? quantity : Decimal.min(quantity, tier.upTo);
    const units = top.minus(below);
    total = total.plus(units.times(tier.unitAmount).dividedBy(denominator)).plus(tier.flatAmount);
    if (tier.upTo === null) break;
    below = tier.upTo;
  }
  return total;
}

/** The tier a volume total ends in: the first whose upTo holds it (the last one otherwise). */
export function volumeTierOf(tiers: readonly PriceTier[], quantity: Decimal): PriceTier | null {
  return tiers.find((tier) => tier.upTo === null || quantity.lte(tier.upTo)) ?? tiers[tiers.length - 1] ?? null;
}

/** volume: every unit at the rate of the tier the total ends in, plus its flat amount; nothing for no usage. */
export function volumePrice(tiers: readonly PriceTier[], denominator: number, quantity: Decimal): Decimal {
  if (quantity.lte(0)) return ZERO;
  const tier = volumeTierOf(tiers, quantity);
  if (!tier) return ZERO;
  return quantity.times(tier.unitAmount).dividedBy(denominator).plus(tier.flatAmount);
}

/** package: amount per package of packageSize units, a started package counted (up) or not (down). */
export function packagePrice(amount: Decimal, packageSize: number, rounding: PackageRounding, quantity: Decimal): Decimal {
  if (quantity.lte(0)) return ZERO;
  const packages = quantity.dividedBy(packageSize);
  const whole = rounding === 'up' ? packages.ceil() : packages.floor();
  return whole.times(amount);
}

/** The price of a period's total quantity under a tiered price, rounded to the charge scale. */
export function priceOfTotal(price: TieredPrice, quantity: Decimal): Decimal {
  if (price.model === 'package') return roundCharge(packagePrice(price.amount, price.packageSize, price.rounding, quantity));
  if (price.model === 'graduated') return roundCharge(graduatedPrice(price.tiers, price.denominator, quantity));
  return roundCharge(volumePrice(price.tiers, price.denominator, quantity));
}

/** What one event adds to a period already at `before`: price(before + quantity) - price(before). */
export function runningCharge(price: TieredPrice, before: Decimal, quantity: Decimal): Decimal {
  return priceOfTotal(price, before.plus(quantity)).minus(priceOfTotal(price, before));
}
