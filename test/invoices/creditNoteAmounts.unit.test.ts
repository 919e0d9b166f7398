/**
 * A credit note's cents, pure (issue 30): an amount spread over invoice lines in proportion by the
 * largest remainder adds up exactly, ties going to the earlier line; a line's tax is carried back
 * in proportion, half-even.
 */
import { describe, expect, it } from 'vitest';
import { largestRemainder, spreadAmount, taxCarriedBack, type CreditableLine } from '../../src/modules/invoices/creditNoteAmounts.js';

const line = (id: string, total: number, tax = 0, credited = 0): CreditableLine => ({ id, description: id, quantity: 1, unitAmountCents: total, totalAmountCents: total, taxAmountCents: tax, creditedCents: credited });

describe('credit note amounts', () => {
  it('spreads by the largest remainder, exactly, ties to the earlier line', () => {
    // 1001 x 3000/4000 = 750.75, 1001 x 1000/4000 = 250.25: 750 + 250, the cent left to .75.
    expect(largestRemainder(1001, [3000, 1000])).toEqual([751, 250]);
    // 100 over three equal lines: 33.33 each, the one cent left to the first.
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(0, [5, 5])).toEqual([0, 0]);
    // Amounts near the 10^15 bound stay exact.
    expect(largestRemainder(999_999_999_999_999, [3, 7]).reduce((a, b) => a + b, 0)).toBe(999_999_999_999_999);
  });

  it('weighs each line by what is still creditable on it, tax included, and splits each share into amount and tax', () => {
    // 1000 + 200 tax, 500 of it credited before: 700 left; 1200 + 0 tax: 1200 left. 190 over 700 : 1200 = 70 : 120.
    const drafts = spreadAmount(190, [line('a', 1000, 200, 500), line('b', 1200), line('credit', -300)]);
    expect(drafts.map((d) => [d.invoiceLineItemId, d.totalAmountCents, d.taxAmountCents])).toEqual([
      // 70 tax included at 200/1200 tax: 11.67 -> 12 tax, 58 amount.
      ['a', 58, 12],
      ['b', 120, 0],
    ]);
  });

  it('carries a line tax back half-even', () => {
    expect(taxCarriedBack(250, { totalAmountCents: 1000, taxAmountCents: 200 })).toBe(50);
    // 25 x 0.1 = 2.5 -> 2 (even); 35 x 0.1 = 3.5 -> 4.
    expect(taxCarriedBack(25, { totalAmountCents: 1000, taxAmountCents: 100 })).toBe(2);
    expect(taxCarriedBack(35, { totalAmountCents: 1000, taxAmountCents: 100 })).toBe(4);
    expect(taxCarriedBack(500, { totalAmountCents: 1000, taxAmountCents: 0 })).toBe(0);
  });
});
