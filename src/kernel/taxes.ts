/**
 * Tax arithmetic, pure (issue 30, item 4). A line's base is its rounded amount less its share of
 * the invoice's discount (`total_amount_cents - discountShare`, minor units). Every applicable rate
 * taxes that base; the line's exact tax over all rates is rounded ONCE, half-even, to whole minor
 * units:
 * - exclusive rates (`inclusive: false`) add tax on top: base x p / 100;
 * - inclusive rates: the tax is inside the base: base x p / (100 + p) (with several inclusive
 *   rates, P = their sum: base x P / (100 + P)); the line's `inclusiveTaxCents` is that part,
 *   rounded half-even on its own, and is NOT added to the invoice's total. With both kinds, the
 *   exclusive rates tax the base net of the inclusive tax (base x 100 / (100 + P)).
 * - Tax follows the sign of its line: a negative line (unused time given back, usage paid with
 *   credits) carries negative tax at the same rates, so what was taxed when billed is untaxed
 *   when credited, and usage that credits paid is not taxed twice.
 */
import { Decimal, roundToMinorUnits } from '../money/decimal.js';

/** A tax rate as the arithmetic needs it: `percentage` a decimal string (0 < p <= 100). */
export interface TaxRateShare {
  percentage: string;
  inclusive: boolean;
}

export interface LineTax {
  /** The line's whole tax, minor units, rounded once half-even. */
  taxAmountCents: number;
  /** The part of it already inside the line's amount (inclusive rates); 0 without them. */
  inclusiveTaxCents: number;
}

const HUNDRED = new Decimal(100);

/** The tax of one base (minor units) at `rates`. */
export function baseTax(base: number, rates: readonly TaxRateShare[]): LineTax {
  if (rates.length === 0 || base === 0) return { taxAmountCents: 0, inclusiveTaxCents: 0 };
  const amount = new Decimal(base);
  const inclusive = rates.filter((rate) => rate.inclusive).reduce((total, rate) => total.plus(rate.percentage), new Decimal(0));
  const exclusive = rates.filter((rate) => !rate.inclusive).reduce((total, rate) => total.plus(rate.percentage), new Decimal(0));
  const inside = amount.times(inclusive).div(HUNDRED.plus(inclusive));
  const onTop = amount.minus(inside).times(exclusive).div(HUNDRED);
  return { taxAmountCents: roundToMinorUnits(inside.plus(onTop)), inclusiveTaxCents: roundToMinorUnits(inside) };
}

/**
 * Each line's tax: line i's base is `lines[i].total_amount_cents - discountShares[i]` (the
 * discount's share of that line, minor units; 0 where there is no discount).
 */
export function lineTaxes(
  lines: readonly { total_amount_cents: number }[],
  discountShares: readonly number[],
  rates: readonly TaxRateShare[],
): LineTax[] {
  if (discountShares.length !== lines.length) throw new Error(`lineTaxes: ${lines.length} lines but ${discountShares.length} discount shares`);
  return lines.map((line, index) => {
    const share = discountShares[index] ?? 0;
    if (!Number.isSafeInteger(share)) throw new Error(`A discount share must be whole minor units, got ${share}`);
    return baseTax(Number(line.total_amount_cents) - share, rates);
  });
}

/** What the lines' taxes add to the total: the tax not already inside the amounts. */
export function taxOnTop(lines: readonly { tax_amount_cents: number; inclusive_tax_cents?: number }[]): number {
  return lines.reduce((total, line) => total + Number(line.tax_amount_cents) - Number(line.inclusive_tax_cents ?? 0), 0);
}
