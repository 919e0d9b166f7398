/**
 * Property (issue 31, item 2): for graduated and package prices, the per-event charges
 * price(total after) - price(total before) of any stream of events add up to exactly the price of
 * the period's total, whatever the tiers, the quantities (whole or fractional) and their order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOfTotal, runningCharge, type TieredPrice } from '../../src/kernel/rating/index.js';
import { Decimal } from '../../src/money/decimal.js';

const quantity = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 500000 }).map((n) => n / 100)).map((n) => new Decimal(n));

const graduated: fc.Arbitrary<TieredPrice> = fc
  .record({
    bounds: fc.uniqueArray(fc.integer({ min: 1, max: 20000 }), { minLength: 0, maxLength: 5 }),
    rates: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 6, maxLength: 6 }),
    flats: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })), { minLength: 6, maxLength: 6 }),
    denominator: fc.constantFrom(1, 3, 1000),
  })
  .map(({ bounds, rates, flats, denominator }) => {
    const ups = [...bounds].sort((a, b) => a - b);
    const tiers = [...ups, null].map((upTo, i) => ({ upTo: upTo === null ? null : new Decimal(upTo), unitAmount: new Decimal(rates[i] ?? 0), flatAmount: new Decimal(flats[i] ?? 0) }));
    return { model: 'graduated' as const, tiers, denominator };
  });

const pkg: fc.Arbitrary<TieredPrice> = fc.record({
  amount: fc.integer({ min: 0, max: 10000 }),
  size: fc.integer({ min: 1, max: 5000 }),
  rounding: fc.constantFrom('up' as const, 'down' as const),
}).map(({ amount, size, rounding }) => ({ model: 'package' as const, amount: new Decimal(amount), packageSize: size, rounding }));

function sumOfCharges(price: TieredPrice, stream: readonly Decimal[]): { sum: Decimal; total: Decimal } {
  let total = new Decimal(0);
  let sum = new Decimal(0);
  for (const q of stream) {
    const charge = runningCharge(price, total, q);
    expect(charge.isNegative() && !charge.isZero()).toBe(false); // a price never falls as usage grows
    sum = sum.plus(charge);
    total = total.plus(q);
  }
  return { sum, total };
}

describe('per-event charges of graduated and package prices add up to the price of the total', () => {
  it('graduated, any tiers and stream', () => {
    fc.assert(
      fc.property(graduated, fc.array(quantity, { maxLength: 40 }), (price, stream) => {
        const { sum, total } = sumOfCharges(price, stream);
        expect(sum.eq(priceOfTotal(price, total))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('package, rounded up or down, any stream', () => {
    fc.assert(
      fc.property(pkg, fc.array(quantity, { maxLength: 40 }), (price, stream) => {
        const { sum, total } = sumOfCharges(price, stream);
        expect(sum.eq(priceOfTotal(price, total))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('graduated by hand: 100,000 included, then 40 per 1,000', () => {
    const price: TieredPrice = { model: 'graduated', denominator: 1000, tiers: [{ upTo: new Decimal(100000), unitAmount: new Decimal(0), flatAmount: new Decimal(0) }, { upTo: null, unitAmount: new Decimal(40), flatAmount: new Decimal(0) }] };
    // 131,500 calls: 31,500 above the allowance = 31.5 x 40 = 1,260.
    expect(priceOfTotal(price, new Decimal(131500)).toFixed()).toBe('1260');
    // 60,000 -> 110,000: 10 x 40 = 400.
    expect(runningCharge(price, new Decimal(60000), new Decimal(50000)).toFixed()).toBe('400');
  });
});
