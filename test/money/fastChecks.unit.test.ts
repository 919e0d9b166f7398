/**
 * The hot path's decimal checks that skip decimal.js's comparison (src/money/limits.ts,
 * src/money/decimal.ts): each must answer exactly what the comparison it replaces answers, at the
 * edges where a shortcut would go wrong (the bound itself, a hair either side, zero's sign, tiny
 * and huge values of both signs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, isAboveZero, isBelowZero } from '../../src/money/decimal.js';
import { exceedsMaxAmount, MAX_AMOUNT_MINOR } from '../../src/money/limits.js';

const EDGES = [
  '0', '-0', '1', '-1', '1e-40', '-1e-40', '999999999999999', '999999999999999.999999999',
  '1000000000000000', '1000000000000000.0000000001', '1000000000000001', '1e16', '-1e16', '1e40', '-1e40',
].map((text) => new Decimal(text));

/** Decimals from 10^-30 to 10^30 of either sign, spread over every exponent. */
const anyDecimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: -30, max: 30 }))
  .map(([digits, exponent]) => new Decimal(`${digits}e${exponent}`));

describe('decimal checks without a comparison', () => {
  it('exceedsMaxAmount is value > 10^15', () => {
    for (const value of EDGES) expect(exceedsMaxAmount(value), value.toFixed()).toBe(value.gt(MAX_AMOUNT_MINOR));
    fc.assert(fc.property(anyDecimal, (value) => exceedsMaxAmount(value) === value.gt(MAX_AMOUNT_MINOR)));
  });

  it('isAboveZero is value > 0 and isBelowZero is value < 0', () => {
    for (const value of EDGES) {
      expect(isAboveZero(value), value.toFixed()).toBe(value.gt(0));
      expect(isBelowZero(value), value.toFixed()).toBe(value.lt(0));
    }
    fc.assert(fc.property(anyDecimal, (value) => isAboveZero(value) === value.gt(0) && isBelowZero(value) === value.lt(0)));
  });
});
