/** The burn-down rules as pure functions: examples, then fast-check properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sum, ZERO, type Decimal } from '../../src/money/decimal.js';
import { burnDown, compareBurnDownOrder, drawableGrants, isExpiredAt, repayOverdraft, type LiveGrant } from '../../src/modules/wallets/burnDown.js';

const BASE = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (offsetMs: number) => new Date(BASE + offsetMs).toISOString();
const grant = (id: string, balance: string, expiresAt: number | null, createdAt: number): LiveGrant => ({
  id,
  balance: dec(balance),
  expiresAt: expiresAt === null ? null : iso(expiresAt),
  createdAt: iso(createdAt),
});

describe('burn-down examples', () => {
  const at = new Date(BASE + 50);

  it('draws earliest expiry first, never-expiring last, then oldest, then id', () => {
    const grants = [grant('a', '5', null, 0), grant('b', '5', 200, 10), grant('c', '5', 100, 20), grant('e', '5', null, 0), grant('d', '5', 100, 20)];
    expect(drawableGrants(grants, at).map((g) => g.id)).toEqual(['c', 'd', 'b', 'a', 'e']);
  });

  it('skips spent grants and grants expired at the instant', () => {
    const grants = [grant('spent', '0', null, 0), grant('expiredNow', '5', 50, 0), grant('expiredBefore', '5', 10, 0), grant('live', '5', 51, 0)];
    const result = burnDown(grants, dec('7'), at);
    expect(result.draws).toEqual([{ grantId: 'live', amount: dec('5') }]);
    expect(result.shortfall.toFixed()).toBe('2');
    expect(isExpiredAt(iso(50), at)).toBe(true);
    expect(isExpiredAt(iso(51), at)).toBe(false);
    expect(isExpiredAt(null, at)).toBe(false);
  });

  it('draws exact decimals and nothing for a zero amount', () => {
    const result = burnDown([grant('a', '0.1', null, 0), grant('b', '0.2', null, 1)], dec('0.3'), at);
    expect(result.draws.map((d) => d.amount.toFixed())).toEqual(['0.1', '0.2']);
    expect(result.shortfall.isZero()).toBe(true);
    expect(burnDown([grant('a', '1', null, 0)], ZERO, at)).toEqual({ draws: [], shortfall: ZERO });
    expect(() => burnDown([], dec('-1'), at)).toThrow();
  });

  it('repays overdraft before a grant keeps anything', () => {
    expect(repayOverdraft(dec('-30'), dec('100'))).toEqual({ repaid: dec('30'), remaining: dec('70') });
    expect(repayOverdraft(dec('-30'), dec('10'))).toEqual({ repaid: dec('10'), remaining: dec('0') });
    expect(repayOverdraft(dec('12'), dec('10'))).toEqual({ repaid: dec('0'), remaining: dec('10') });
    expect(() => repayOverdraft(ZERO, ZERO)).toThrow();
  });
});

// Amounts in hundredths, times on a coarse grid so ties in expiry and age are common.
const amountArb = fc.integer({ min: 0, max: 100_000 }).map((n) => dec(n).div(100));
const timeArb = fc.integer({ min: 0, max: 20 }).map((n) => n * 10);
const grantsArb = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    balance: amountArb,
    expiresAt: fc.option(timeArb, { nil: null }),
    createdAt: timeArb,
  }),
  { selector: (g) => g.id, maxLength: 12 },
);

function arbitraryGrants(raw: { id: string; balance: Decimal; expiresAt: number | null; createdAt: number }[]): LiveGrant[] {
  return raw.map((g) => ({ id: g.id, balance: g.balance, expiresAt: g.expiresAt === null ? null : iso(g.expiresAt), createdAt: iso(g.createdAt) }));
}

describe('burn-down properties', () => {
  const property = fc.tuple(grantsArb, amountArb, timeArb);

  it('never overdraws a grant, and draws + shortfall = amount', () => {
    fc.assert(
      fc.property(property, ([raw, amount, atMs]) => {
        const grants = arbitraryGrants(raw);
        const at = new Date(BASE + atMs);
        const { draws, shortfall } = burnDown(grants, amount, at);
        const byId = new Map(grants.map((g) => [g.id, g]));
        for (const d of draws) {
          const g = byId.get(d.grantId);
          expect(g).toBeDefined();
          expect(d.amount.gt(0)).toBe(true);
          expect(d.amount.lte(g!.balance)).toBe(true);
          expect(isExpiredAt(g!.expiresAt, at)).toBe(false);
        }
        expect(new Set(draws.map((d) => d.grantId)).size).toBe(draws.length);
        expect(shortfall.gte(0)).toBe(true);
        expect(sum(draws.map((d) => d.amount)).plus(shortfall).eq(amount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('respects the order: a grant is touched only when every earlier one is spent', () => {
    fc.assert(
      fc.property(property, ([raw, amount, atMs]) => {
        const grants = arbitraryGrants(raw);
        const at = new Date(BASE + atMs);
        const { draws, shortfall } = burnDown(grants, amount, at);
        const order = drawableGrants(grants, at);
        for (let i = 1; i < order.length; i++) expect(compareBurnDownOrder(order[i - 1]!, order[i]!)).toBeLessThan(0);
        // The draws are a prefix of the order, all but the last drained in full.
        draws.forEach((d, i) => {
          expect(d.grantId).toBe(order[i]!.id);
          if (i < draws.length - 1) expect(d.amount.eq(order[i]!.balance)).toBe(true);
        });
        // A shortfall means every drawable grant was drained.
        if (shortfall.gt(0)) {
          expect(draws.length).toBe(order.length);
          draws.forEach((d, i) => expect(d.amount.eq(order[i]!.balance)).toBe(true));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('conserves balance: what the grants held = what they hold + what was drawn', () => {
    fc.assert(
      fc.property(property, ([raw, amount, atMs]) => {
        const grants = arbitraryGrants(raw);
        const { draws } = burnDown(grants, amount, new Date(BASE + atMs));
        const drawn = new Map(draws.map((d) => [d.grantId, d.amount]));
        const after = grants.map((g) => g.balance.minus(drawn.get(g.id) ?? ZERO));
        after.forEach((b) => expect(b.gte(0)).toBe(true));
        expect(sum(grants.map((g) => g.balance)).eq(sum(after).plus(sum(draws.map((d) => d.amount))))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('repayment: repaid + kept = granted, repaid never exceeds the debt, and the balance moves by the grant', () => {
    const balanceArb = fc.integer({ min: -100_000, max: 100_000 }).map((n) => dec(n).div(100));
    const positiveArb = fc.integer({ min: 1, max: 100_000 }).map((n) => dec(n).div(100));
    fc.assert(
      fc.property(balanceArb, positiveArb, (balance, amount) => {
        const debt = balance.lt(0) ? balance.negated() : ZERO;
        const { repaid, remaining } = repayOverdraft(balance, amount);
        expect(repaid.plus(remaining).eq(amount)).toBe(true);
        expect(repaid.gte(0) && repaid.lte(debt)).toBe(true);
        expect(remaining.gte(0)).toBe(true);
        // New balance = what grants held before + kept by this grant - debt left.
        const held = balance.gt(0) ? balance : ZERO;
        expect(balance.plus(amount).eq(held.plus(remaining).minus(debt.minus(repaid)))).toBe(true);
        // Either the debt is cleared or the grant keeps nothing.
        expect(repaid.eq(debt) || remaining.isZero()).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
