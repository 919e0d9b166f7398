/** The new pricing models in words (issue 31, item 5): how the hosted signup page and the dashboard's plan page quote them. */
import { describe, expect, it } from 'vitest';
import { feeInWords } from '../../src/modules/links/index.js';
import type { PriceTable } from '../../src/modules/fees/index.js';

describe('the new models in words (hosted signup page, dashboard plan page)', () => {
  const base = {
    id: 'p', company_id: 'c', mode: 'test' as const, product_id: 'x', amount: '0', denominator: 1000, billing_mode: 'in_arrears' as const, cadence: null,
    currency_code: 'usd' as const, pricing_unit_id: null, display_denominator: null, cost_plus_markup_mode: null, cost_plus_multiplier: null, cost_plus_target_margin: null,
    tiers: null, package_size: null, package_rounding: null, created_at: '2026-01-01T00:00:00.000Z',
  };
  const words = (price: PriceTable, product: string) => feeInWords(price, product, 'usd', new Map());

  it('graduated: the included allowance, then the rate', () => {
    const price = { ...base, pricing_model: 'graduated' as const, tiers: JSON.stringify([{ up_to: 100000, unit_amount: 0 }, { up_to: null, unit_amount: 40 }]) };
    expect(words(price, 'API calls')).toBe('graduated: first 100,000 free, above 100,000 $0.40 per 1,000 api calls');
  });

  it('volume: every unit at the tier the total ends in', () => {
    const price = { ...base, denominator: 1, pricing_model: 'volume' as const, tiers: JSON.stringify([{ up_to: 100, unit_amount: 100 }, { up_to: null, unit_amount: 50, flat_amount: 1000 }]) };
    expect(words(price, 'Seats')).toBe("volume pricing, every unit at the rate of the tier the period's total ends in: first 100 $1.00 per unit of seats, above 100 $0.50 per unit of seats plus $10.00");
  });

  it('package: per block, with its rounding', () => {
    const price = { ...base, denominator: 1, pricing_model: 'package' as const, amount: '500', package_size: 1000, package_rounding: 'up' as const };
    expect(words(price, 'Emails')).toBe('$5.00 per 1,000 emails (a started package is charged in full)');
    expect(words({ ...price, package_rounding: 'down' }, 'Emails')).toBe('$5.00 per 1,000 emails (only complete packages are charged)');
  });
});
