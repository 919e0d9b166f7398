/**
 * Usage lines add up to their exact sum rounded once (issue 26, item 6), by largest remainder,
 * each within one cent of its exact value (fast-check), without a line of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addingUp } from '../../src/billing/rules/addingUp.js';
import type { DraftLine } from '../../src/billing/rules/lines.js';
import { Decimal, roundToMinorUnits } from '../../src/money/decimal.js';

const line = (exact: string): DraftLine => ({ currency: 'usd', description: `usage ${exact}`, quantity: 1, unitAmount: new Decimal(exact), exactAmount: new Decimal(exact), kind: 'usage' });
const cents = (lines: DraftLine[]) => lines.map((l) => roundToMinorUnits(l.exactAmount));

describe('lines adding up', () => {
  it('511.4 + 511.4 + 512.8 = 1535.6 -> 1536: the missing cent goes to the first largest remainder (512, 511, 513)', () => {
    const out = addingUp([line('511.4'), line('511.4'), line('512.8')]);
    expect(cents(out)).toEqual([512, 511, 513]);
    expect(out[0]).toMatchObject({ quantity: 1, unitAmount: new Decimal(512), exactAmount: new Decimal(512) });
    expect(out[1]?.exactAmount.toString()).toBe('511.4');
  });

  it('0.6 + 0.6 + 0.6 = 1.8 -> 2: one cent too many is taken from a line rounded up (0, 1, 1)', () => {
    expect(cents(addingUp([line('0.6'), line('0.6'), line('0.6')]))).toEqual([0, 1, 1]);
  });

  it('lines whose roundings already add up are left as they are (100 + 0.3 + 0.1 = 100.4 -> 100 = 100 + 0 + 0)', () => {
    const lines = [line('100'), line('0.3'), line('0.1')];
    expect(addingUp(lines)).toEqual(lines);
  });

  it('any lines: the shown cents sum to the exact sum rounded once, each within one cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }), (tenths) => {
        const lines = tenths.map((t) => line(new Decimal(t).div(1000).toFixed()));
        const out = cents(addingUp(lines));
        const exactSum = lines.reduce((s, l) => s.plus(l.exactAmount), new Decimal(0));
        expect(out.reduce((s, c) => s + c, 0)).toBe(roundToMinorUnits(exactSum));
        lines.forEach((l, i) => expect(l.exactAmount.minus(out[i] ?? 0).abs().lt(1)).toBe(true));
      }),
    );
  });
});
