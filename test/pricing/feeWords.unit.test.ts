/** The new pricing models in words (issue 31, item 5): how the hosted signup page and the dashboard's plan page quote them. */
import { describe, expect, it } from 'vitest';
import { feeInWords, minimumInWords } from '../../src/modules/links/index.js';
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
    expect(words(price, 'API calls')).toBe('First 100,000 api calls free, then $0.40 per 1,000 api calls');
  });

  it('graduated: each tier for the units in it, a flat amount on reaching it', () => {
    const tiers = [{ up_to: 1000000, unit_amount: 200 }, { up_to: 11000000, unit_amount: 150, flat_amount: 500 }, { up_to: null, unit_amount: 100 }];
    const price = { ...base, denominator: 1000000, pricing_model: 'graduated' as const, tiers: JSON.stringify(tiers) };
    expect(words(price, 'Tokens')).toBe(
      'First 1,000,000 tokens at $2.00 per 1,000,000 tokens, next 10,000,000 at $1.50 per 1,000,000 tokens, plus $5.00 on reaching it, then $1.00 per 1,000,000 tokens',
    );
  });

  it('volume: every unit at the tier the total ends in', () => {
    const price = { ...base, denominator: 1, pricing_model: 'volume' as const, tiers: JSON.stringify([{ up_to: 100, unit_amount: 100 }, { up_to: null, unit_amount: 50, flat_amount: 1000 }]) };
    expect(words(price, 'Seats')).toBe(
      'Every unit of the period at the rate of the tier its total ends in (priced when the period closes): up to 100 seats: $1.00 per unit of seats; above 100, $0.50 per unit of seats plus $10.00',
    );
  });

  it('package: per block, with its rounding', () => {
    const price = { ...base, denominator: 1, pricing_model: 'package' as const, amount: '500', package_size: 1000, package_rounding: 'up' as const };
    expect(words(price, 'Emails')).toBe('$5.00 per 1,000 emails (a started package is charged in full)');
    expect(words({ ...price, package_rounding: 'down' }, 'Emails')).toBe('$5.00 per 1,000 emails (only complete packages are charged)');
  });

  it('a minimum commitment: per period, prorated for a partial one', () => {
    expect(minimumInWords({ minimum_commitment_cents: 50000, currency_code: 'usd', invoicing_cadence: 'monthly' })).toBe(
      'At least $500.00 a month: a month whose fees and usage come to less is billed the difference when it ends (prorated by day for a partial month)',
    );
    expect(minimumInWords({ minimum_commitment_cents: null, currency_code: 'usd', invoicing_cadence: 'monthly' })).toBeNull();
  });
});
