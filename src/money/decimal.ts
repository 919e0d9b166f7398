/**
 * Money is a Decimal from parse to render (docs/decisions.md, Storage): exact decimals, never JS floats.
 * Stored and returned as plain decimal strings: no exponent, no trailing zeros ("12.5", "0", "-3").
 */
import { Decimal as DecimalJs } from 'decimal.js';

/** Our Decimal: 60 significant digits, half-even rounding, never exponent notation. */
export const Decimal = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_EVEN,
  toExpNeg: -1000,
  toExpPos: 1000,
});
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

const DECIMAL_STRING = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses a stored decimal string (or a trusted number). Throws on anything else. */
export function dec(value: string | number | Decimal): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return new Decimal(value);
  }
  if (!DECIMAL_STRING.test(value.trim())) throw new Error(`Not a decimal: ${JSON.stringify(value)}`);
  return new Decimal(value.trim());
}

/**
 * Parses user input that the contract allows as "number or numeric string": returns null when it
 * is neither, so the caller can answer with a validation error naming the field.
 */
export function parseDecimalInput(value: unknown, maxDigits = 30): Decimal | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return new Decimal(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL_STRING.test(text) || text.replace(/[^0-9]/g, '').length > maxDigits) return null;
  return new Decimal(text);
}

/** The plain decimal string form: "12.5", "0", "-3" (never "-0", never "1e-7"). */
export function formatDecimal(value: Decimal): string {
  if (value.isZero()) return '0';
  return value.toFixed();
}

/**
 * `value > 0` and `value < 0` without a comparison: decimal.js's `gt(0)` and `lt(0)` make a new
 * Decimal of their argument on every call, which the hot path (burn-down, per event) need not pay.
 */
export function isAboveZero(value: Decimal): boolean {
  return !value.isZero() && value.isPositive();
}

export function isBelowZero(value: Decimal): boolean {
  return !value.isZero() && value.isNegative();
}

/** Sum of decimals. */
export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/** Rounds half-even to a whole number of minor units: the only place money becomes an integer. */
export function roundToMinorUnits(value: Decimal): number {
  const rounded = value.toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  const asNumber = rounded.toNumber();
  if (!Number.isSafeInteger(asNumber)) throw new Error(`Amount out of range: ${formatDecimal(rounded)}`);
  return asNumber === 0 ? 0 : asNumber;
}
