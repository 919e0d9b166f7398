import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRate, moneyForUnits, rateAppliesAt, unitsForMoney, type RateLike } from '../../src/modules/pricingUnits/rateLookup.js';
import { dec, formatDecimal } from '../../src/money/decimal.js';

type Rate = RateLike & { id: string };

function rate(id: string, from: string | null, to: string | null, overrides: Partial<Rate> = {}): Rate {
  return { id, customer_id: null, settlement_currency_code: 'usd', effective_from: from, effective_to: to, money_minor: '100', unit_amount: '1000', ...overrides };
}

const JAN = '2026-01-01T00:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const ms = (iso: string, delta = 0) => new Date(Date.parse(iso) + delta);

// A company series: "a" since the beginning until February, "b" February to March, "c" from March on.
const company = [rate('a', null, FEB), rate('b', FEB, MAR), rate('c', MAR, null)];

describe('findRate: the rate for a customer, unit and currency at an instant', () => {
  it('applies a rate from its effective_from inclusive to its effective_to exclusive', () => {
    const at = (instant: Date) => findRate(company, { customerId: null, currency: 'usd', at: instant })?.id;
    expect(at(new Date('1970-01-01T00:00:00.000Z'))).toBe('a');
    expect(at(ms(FEB, -1))).toBe('a');
    expect(at(ms(FEB))).toBe('b'); // at = effective_to is already the next rate
    expect(at(ms(MAR, -1))).toBe('b');
    expect(at(ms(MAR))).toBe('c');
    expect(at(new Date('2999-12-31T23:59:59.999Z'))).toBe('c');
  });

  it('has no rate before a series that starts at a given instant', () => {
    const late = [rate('late', FEB, null)];
    expect(findRate(late, { customerId: null, currency: 'usd', at: ms(FEB, -1) })).toBeNull();
    expect(findRate(late, { customerId: null, currency: 'usd', at: ms(FEB) })?.id).toBe('late');
  });

  it("prefers the customer's own rate in force, and falls back to the company default outside it", () => {
    const rates = [...company, rate('vip', FEB, MAR, { customer_id: 'cus_vip' })];
    const forVip = (instant: Date) => findRate(rates, { customerId: 'cus_vip', currency: 'usd', at: instant })?.id;
    expect(forVip(ms(FEB, -1))).toBe('a'); // the override has not started: company default
    expect(forVip(ms(FEB))).toBe('vip');
    expect(forVip(ms(MAR, -1))).toBe('vip');
    expect(forVip(ms(MAR))).toBe('c'); // the override ended: back to the default
    // Another customer, or no customer, never sees the override.
    expect(findRate(rates, { customerId: 'cus_other', currency: 'usd', at: ms(FEB) })?.id).toBe('b');
    expect(findRate(rates, { customerId: null, currency: 'usd', at: ms(FEB) })?.id).toBe('b');
  });

  it('only answers rates of the asked settlement currency, and null when nothing fits', () => {
    const rates = [...company, rate('eur', null, null, { settlement_currency_code: 'eur' })];
    expect(findRate(rates, { customerId: null, currency: 'eur', at: ms(FEB) })?.id).toBe('eur');
    expect(findRate(rates, { customerId: 'cus_1', currency: 'eur', at: ms(FEB) })?.id).toBe('eur');
    expect(findRate(rates, { customerId: 'cus_1', currency: 'gbp', at: ms(FEB) })).toBeNull();
    expect(findRate([], { customerId: null, currency: 'usd', at: ms(FEB) })).toBeNull();
    // A customer rate alone does not serve the company default.
    const onlyCustomer = [rate('own', null, null, { customer_id: 'cus_1' })];
    expect(findRate(onlyCustomer, { customerId: null, currency: 'usd', at: ms(FEB) })).toBeNull();
  });

  it('treats null ends as open: a single rate with both null applies everywhere', () => {
    expect(rateAppliesAt({ effective_from: null, effective_to: null }, new Date(0))).toBe(true);
    expect(rateAppliesAt({ effective_from: JAN, effective_to: null }, ms(JAN, -1))).toBe(false);
    expect(rateAppliesAt({ effective_from: null, effective_to: JAN }, ms(JAN))).toBe(false);
  });

  it('property: once a series starts, exactly one of its company rates applies at any instant', () => {
    const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00.000Z'), max: Date.parse('2030-01-01T00:00:00.000Z') });
    fc.assert(
      fc.property(
        fc.uniqueArray(instant, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        instant,
        (startsRaw, firstFromBeginning, probe) => {
          // Build a series the way the API does: each rate starts where the previous one ends.
          const starts = [...startsRaw].sort((x, y) => x - y);
          const iso = (t: number) => new Date(t).toISOString();
          const rates = starts.map((start, i) => {
            const next = starts[i + 1];
            return rate(`r${i}`, i === 0 && firstFromBeginning ? null : iso(start), next === undefined ? null : iso(next));
          });
          const seriesStart = firstFromBeginning ? Number.NEGATIVE_INFINITY : (starts[0] as number);
          const applying = rates.filter((r) => rateAppliesAt(r, new Date(probe)));
          if (probe < seriesStart) {
            expect(applying).toHaveLength(0);
            expect(findRate(rates, { customerId: null, currency: 'usd', at: new Date(probe) })).toBeNull();
          } else {
            expect(applying).toHaveLength(1);
            expect(findRate(rates, { customerId: 'anyone', currency: 'usd', at: new Date(probe) })).toBe(applying[0]);
          }
          // The exact boundaries too: at each start, that rate (and only it) applies.
          starts.forEach((start, i) => {
            if (i === 0 && firstFromBeginning) return;
            expect(rates.filter((r) => rateAppliesAt(r, new Date(start))).map((r) => r.id)).toEqual([`r${i}`]);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('unitsForMoney and moneyForUnits', () => {
  // 250 cents buy 1,000 credits: 1 credit = 0.25 cents.
  const r = rate('r', null, null, { money_minor: '250', unit_amount: '1000' });

  it('converts exactly, unrounded', () => {
    expect(formatDecimal(unitsForMoney(r, 250))).toBe('1000');
    expect(formatDecimal(unitsForMoney(r, '1'))).toBe('4');
    expect(formatDecimal(moneyForUnits(r, '1'))).toBe('0.25');
    expect(formatDecimal(moneyForUnits(r, dec('1234.5')))).toBe('308.625');
    const thirds = rate('t', null, null, { money_minor: '3', unit_amount: '1' });
    expect(unitsForMoney(thirds, 1).toSignificantDigits(10).toFixed()).toBe('0.3333333333');
  });

  it('converts by the rate as it reads now: a rate object whose text changed is parsed again', () => {
    // The parsed sides are kept per rate object (a batch converts many events with one loaded rate).
    const changing = rate('m', null, null, { money_minor: '100', unit_amount: '1000' });
    expect(formatDecimal(unitsForMoney(changing, 100))).toBe('1000');
    changing.unit_amount = '500';
    expect(formatDecimal(unitsForMoney(changing, 100))).toBe('500');
    changing.money_minor = '50';
    expect(formatDecimal(moneyForUnits(changing, 500))).toBe('50');
  });

  it('property: converting units to money and back gives the units again', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 1_000_000_000 }), (moneyMinor, unitAmount, units) => {
        const rr = rate('p', null, null, { money_minor: String(moneyMinor), unit_amount: String(unitAmount) });
        const back = unitsForMoney(rr, moneyForUnits(rr, units));
        expect(back.minus(units).abs().lt('1e-40')).toBe(true);
      }),
    );
  });
});
